// The statistics screens and the owner's card travel as one chunk: each lazy chunk's file name is
// listed in the first visit's entry script, whose budget has no room to spare.
export { default as StatsScreen } from '../screens/StatsScreen.tsx';
export { default as StatsReportScreen } from '../screens/StatsReportScreen.tsx';
export { MsmeStatsCard } from './MsmeStatsCard.tsx';
