/**
 * The sea forecast beside the boat board: today's and tomorrow's waves at the island, from
 * Open-Meteo's marine forecast (MARINE_FORECAST_URL). A visitor's read never waits for it: the
 * board answers with the forecast kept in memory, and a read that finds it due starts one fetch
 * in the background (one at a time, at most once an hour, given up after a few seconds). A good
 * answer replaces the kept one and drops the board's kept public answer (SEA_TAG); a failure
 * keeps the last good one. Why in memory and these numbers: docs/decisions/0024-sea-forecast.md.
 */

import { SEA_MAX_PERIOD_S, SEA_MAX_WAVE_M, type SeaDay, seaStateOf } from '@island/shared';
import { z } from 'zod';
import type { CacheTag } from '../cache-tags.ts';

/** The cache tag of answers that show the forecast: dropped when a new one is stored. */
export const SEA_TAG = 'sea-forecast' satisfies CacheTag;

/** Whose forecast the protocol spoken here is (a self-hosted Open-Meteo is still Open-Meteo's). */
const SOURCE = 'Open-Meteo';
const REFRESH_MS = 60 * 60_000;
const TIMEOUT_MS = 4000;
/** A forecast older than this is not shown: a provider down since yesterday must not speak for today. */
const MAX_AGE_MS = 12 * 60 * 60_000;
/** Three days of three numbers is about 500 bytes; anything far larger is not the answer asked for. */
const MAX_BODY_BYTES = 64 * 1024;
const MAX_DAYS = 16;
/** Today, tomorrow, and the day after: a forecast fetched late in the evening still knows tomorrow after midnight. */
const FORECAST_DAYS = 3;

const waveHeight = z.number().finite().min(0).max(SEA_MAX_WAVE_M).nullable();
const wavePeriod = z.number().finite().min(0).max(SEA_MAX_PERIOD_S).nullable();

/** The part of Open-Meteo's marine answer read here; every array is one value per date of `time`. */
const answerSchema = z
  .object({
    daily: z.object({
      time: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)).max(MAX_DAYS),
      wave_height_max: z.array(waveHeight).max(MAX_DAYS),
      wave_period_max: z.array(wavePeriod).max(MAX_DAYS).optional(),
      wind_wave_height_max: z.array(waveHeight).max(MAX_DAYS).optional(),
    }),
  })
  .refine(({ daily }) =>
    [daily.wave_height_max, daily.wave_period_max, daily.wind_wave_height_max].every((values) => !values || values.length === daily.time.length),
  );

/** Open-Meteo's error answer (HTTP 400): `{"error":true,"reason":"..."}`. */
const errorSchema = z.object({ error: z.literal(true), reason: z.string().max(500) });

interface DayValues {
  waveHeight: number;
  wavePeriod: number | null;
  windWaveHeight: number | null;
}

interface Kept {
  place: string;
  fetchedAt: Date;
  days: Map<string, DayValues>;
}

export interface Place {
  latitude: number;
  longitude: number;
}

interface Logger {
  warn(details: object, message: string): void;
}

export interface SeaForecastOptions {
  /** MARINE_FORECAST_URL; null: off. */
  url: string | null;
  /** The island's zone: the forecast's days are the island's dates. */
  timeZone: string;
  now: () => Date;
  log?: Logger;
  /** The fetch's time-out; 4 s unless a test wants it shorter. */
  timeoutMs?: number;
  /** How long after an attempt the next may be made; an hour unless a test wants it shorter. */
  refreshMs?: number;
}

/** Coordinates to four decimals (about 10 m): the same place whatever the float noise. */
const placeKey = (place: Place) => `${place.latitude.toFixed(4)},${place.longitude.toFixed(4)}`;

export class SeaForecast {
  private kept: Kept | null = null;
  private lastAttempt: { place: string; at: number } | null = null;
  /** The fetch under way (single flight). */
  private flight: Promise<void> | null = null;
  private abort: AbortController | null = null;
  private dueTimer: NodeJS.Timeout | undefined;
  private readonly listeners: (() => void)[] = [];
  private closed = false;

  constructor(private readonly options: SeaForecastOptions) {}

  get enabled(): boolean {
    return this.options.url !== null;
  }

  /**
   * Told when the answers showing the forecast should be made again: a new forecast was stored,
   * or the kept one is due for a refresh (so that a read runs, sees it due, and starts one).
   */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /**
   * Each date's forecast at the place, from what is kept, at once; null for a date it does not
   * know (off, no coordinates, nothing fetched yet, too old, or the provider said nothing there).
   * Starts a background refresh when one is due.
   */
  daysAt(place: Place | null, dates: readonly string[]): (SeaDay | null)[] {
    if (!this.enabled || !place || this.closed) return dates.map(() => null);
    const key = placeKey(place);
    const now = this.options.now().getTime();
    const attempt = this.lastAttempt;
    const due = !attempt || attempt.place !== key || now - attempt.at >= (this.options.refreshMs ?? REFRESH_MS);
    if (due && !this.flight) this.refresh(place, key);
    const kept = this.kept;
    if (!kept || kept.place !== key || now - kept.fetchedAt.getTime() > MAX_AGE_MS) return dates.map(() => null);
    return dates.map((date) => {
      const day = kept.days.get(date);
      return day
        ? {
            ...day,
            state: seaStateOf(day.waveHeight),
            source: SOURCE,
            fetchedAt: kept.fetchedAt.toISOString(),
          }
        : null;
    });
  }

  /** The fetch under way, if any, settled (tests wait for it; it never rejects). */
  async settled(): Promise<void> {
    await this.flight;
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.dueTimer);
    this.abort?.abort();
  }

  private refresh(place: Place, key: string): void {
    this.lastAttempt = { place: key, at: this.options.now().getTime() };
    const abort = new AbortController();
    this.abort = abort;
    this.flight = (async () => {
      try {
        const days = await this.fetchDays(place, abort.signal);
        if (this.closed) return;
        this.kept = { place: key, fetchedAt: this.options.now(), days };
        this.changed();
      } catch (error) {
        // The last good forecast stays; the board says nothing it does not know.
        if (!this.closed) this.options.log?.warn({ err: error }, 'sea forecast not fetched');
      } finally {
        this.flight = null;
        this.abort = null;
        this.armDueTimer();
      }
    })();
  }

  private async fetchDays(place: Place, signal: AbortSignal): Promise<Map<string, DayValues>> {
    const url = new URL(this.options.url as string);
    url.searchParams.set('latitude', String(place.latitude));
    url.searchParams.set('longitude', String(place.longitude));
    url.searchParams.set('daily', 'wave_height_max,wave_period_max,wind_wave_height_max');
    url.searchParams.set('timezone', this.options.timeZone);
    url.searchParams.set('forecast_days', String(FORECAST_DAYS));
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? TIMEOUT_MS);
    const res = await fetch(url, { signal: AbortSignal.any([signal, timeout]), headers: { accept: 'application/json' } });
    const text = await readLimited(res, MAX_BODY_BYTES);
    if (!res.ok) throw new Error(`HTTP ${res.status}${reasonOf(text)}`);
    const { daily } = answerSchema.parse(JSON.parse(text));
    const days = new Map<string, DayValues>();
    daily.time.forEach((date, i) => {
      const height = daily.wave_height_max[i];
      // Open-Meteo answers null where it has no sea (a point inland, a day beyond its model).
      if (height === null || height === undefined) return;
      days.set(date, {
        waveHeight: height,
        wavePeriod: daily.wave_period_max?.[i] ?? null,
        windWaveHeight: daily.wind_wave_height_max?.[i] ?? null,
      });
    });
    return days;
  }

  /** An hour after each attempt, the answers are made again so that the next read refreshes. */
  private armDueTimer(): void {
    clearTimeout(this.dueTimer);
    if (this.closed) return;
    this.dueTimer = setTimeout(() => this.changed(), this.options.refreshMs ?? REFRESH_MS);
    this.dueTimer.unref();
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}

/** Open-Meteo's own words for a refusal (': Cannot initialize…'), when it gave them. */
function reasonOf(text: string): string {
  try {
    const failure = errorSchema.safeParse(JSON.parse(text));
    return failure.success ? `: ${failure.data.reason}` : '';
  } catch {
    return '';
  }
}

/** The body as text, refused past `max` bytes (a wrong URL may answer a whole web page). */
async function readLimited(res: Response, max: number): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel();
      throw new Error(`answer larger than ${max} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
