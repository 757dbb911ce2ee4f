import { z } from 'zod';

/** How the sea is for the island's small boats, in one word: tenang / sedang / tinggi. */
export const SEA_STATES = ['calm', 'moderate', 'high'] as const;
export type SeaState = (typeof SEA_STATES)[number];

/**
 * The one rule from wave height (the day's highest significant wave, metres) to a word. The
 * boundaries are the sea-state scale's (up to 0.5 m smooth to slight, 0.5–1.25 m slight,
 * from 1.25 m moderate and rougher), and 1.25 m is where small wooden boats and fishing boats
 * are warned off in Indonesian waters: what a visitor deciding on a longboat needs to know.
 */
export const SEA_CALM_BELOW_M = 0.5;
export const SEA_HIGH_ABOVE_M = 1.25;

export function seaStateOf(waveHeightM: number): SeaState {
  if (waveHeightM < SEA_CALM_BELOW_M) return 'calm';
  return waveHeightM > SEA_HIGH_ABOVE_M ? 'high' : 'moderate';
}

/** Bounds of what a forecast may say; anything outside is garbage, not weather. */
export const SEA_MAX_WAVE_M = 30;
export const SEA_MAX_PERIOD_S = 60;

/** One day's sea on the boat board, as a forecast said it (never measured at the dock). */
export const seaDaySchema = z.object({
  /** The day's highest significant wave height, metres. */
  waveHeight: z.number().min(0).max(SEA_MAX_WAVE_M),
  state: z.enum(SEA_STATES),
  /** The day's longest wave period, seconds; null when the forecast does not give it. */
  wavePeriod: z.number().min(0).max(SEA_MAX_PERIOD_S).nullable(),
  /** The highest waves raised by the local wind, metres (the marine forecast gives no wind speed). */
  windWaveHeight: z.number().min(0).max(SEA_MAX_WAVE_M).nullable(),
  /** Who forecast it ('Open-Meteo'). */
  source: z.string().max(60),
  /** When the server fetched it (ISO instant; shown on the island's clock). */
  fetchedAt: z.string().max(40),
});
export type SeaDay = z.infer<typeof seaDaySchema>;
