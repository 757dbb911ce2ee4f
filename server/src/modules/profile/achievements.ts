import { type Achievement, ACHIEVEMENTS, type AchievementKey } from '@island/shared';

export interface AuthorMilestones {
  firstWritten: Date | null;
  firstPublished: Date | null;
  fifthPublished: Date | null;
  totalViews: number;
}

/** The achievements an author has earned, from their real figures; in the order they come. */
export function achievementsOf(m: AuthorMilestones): Achievement[] {
  const earned: [AchievementKey, Date | null][] = [];
  if (m.firstWritten) earned.push(['firstArticle', m.firstWritten]);
  if (m.firstPublished) earned.push(['firstPublished', m.firstPublished]);
  if (m.fifthPublished) earned.push(['fivePublished', m.fifthPublished]);
  if (m.totalViews >= 100) earned.push(['views100', null]);
  if (m.totalViews >= 1000) earned.push(['views1000', null]);
  return earned.map(([key, at]) => ({ key, ...ACHIEVEMENTS[key], earnedAt: at?.toISOString() ?? null }));
}
