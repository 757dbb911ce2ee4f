import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, SEA_CALM_BELOW_M, SEA_HIGH_ABOVE_M, seaStateOf, todayIn } from '@island/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SeaForecast } from './sea-forecast.ts';

// A stand-in for Open-Meteo's marine forecast on a local port, answering in its documented shape
// (or not, as each test asks). The app's clock is the test's; the fake's dates follow it.
type Mode = 'ok' | 'rough' | 'http500' | 'http400' | 'slow' | 'not-json' | 'wrong-shape' | 'nan-literal' | 'nan-text' | 'huge';
const ZONE = 'Asia/Makassar';
let clock = new Date('2026-03-10T01:00:00Z'); // 09:00 on the island
let mode: Mode = 'ok';
const requests: URL[] = [];

function forecast(heights: (number | null)[]) {
  const today = todayIn(ZONE, clock);
  return {
    latitude: -5,
    longitude: 119.375,
    timezone: ZONE,
    daily_units: { time: 'iso8601', wave_height_max: 'm', wave_period_max: 's', wind_wave_height_max: 'm' },
    daily: {
      time: [today, addDays(today, 1), addDays(today, 2)],
      wave_height_max: heights,
      wave_period_max: [6.1, 7.4, 8],
      wind_wave_height_max: [0.2, 1.1, 0.5],
    },
  };
}

function answer(res: http.ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(body);
}

const fake = http.createServer((req, res) => {
  requests.push(new URL(req.url ?? '/', 'http://fake'));
  switch (mode) {
    case 'ok':
      return answer(res, 200, JSON.stringify(forecast([0.32, 1.6, 0.8])));
    case 'rough':
      return answer(res, 200, JSON.stringify(forecast([0.9, null, 2])));
    case 'http500':
      return answer(res, 500, 'Internal Server Error');
    case 'http400':
      return answer(res, 400, JSON.stringify({ error: true, reason: 'Cannot initialize WeatherVariable from invalid String value' }));
    case 'slow':
      // Answers well after the forecast's time-out, if the socket is still there.
      setTimeout(() => answer(res, 200, JSON.stringify(forecast([0.1, 0.1, 0.1]))), 8000).unref();
      return;
    case 'not-json':
      return answer(res, 200, '<html>Service unavailable</html>');
    case 'wrong-shape':
      return answer(res, 200, JSON.stringify({ hourly: { time: [] } }));
    case 'nan-literal':
      // What a careless server writes: NaN is no JSON.
      return answer(res, 200, JSON.stringify(forecast([0.4, 0.4, 0.4])).replace('[0.4,0.4,0.4]', '[NaN,0.4,0.4]'));
    case 'nan-text':
      // JSON, but a text and a negative height are no waves.
      return answer(res, 200, JSON.stringify(forecast([0.4, 0.4, 0.4])).replace('[0.4,0.4,0.4]', '["NaN",0.4,-1]'));
    case 'huge':
      return answer(res, 200, JSON.stringify(forecast([0.4, 99, 0.4])));
  }
});

let port = 0;
let t: TestApp;
const staff = () => t.users.admin.token;
const hour = 60 * 60_000;
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
/** The board as a visitor reads it (the kept public answer). */
const publicBoard = async () => (await t.request('GET', '/api/transportation/today')).body.data;
/** The board made afresh (a signed-in read is never kept). */
const freshBoard = async () => (await t.request('GET', '/api/transportation/today', { token: staff() })).body.data;
const settled = () => t.deps.seaForecast!.settled();

async function listen(on = 0): Promise<number> {
  await new Promise<void>((resolve) => fake.listen(on, '127.0.0.1', resolve));
  return (fake.address() as AddressInfo).port;
}
async function stopFake(): Promise<void> {
  const closing = new Promise((resolve) => fake.close(resolve));
  fake.closeAllConnections();
  await closing;
}

beforeAll(async () => {
  port = await listen();
  t = await createTestApp({ now: () => clock, env: { MARINE_FORECAST_URL: `http://127.0.0.1:${port}/v1/marine` } });
});
afterAll(async () => {
  await t.close();
  if (fake.listening) await stopFake();
});

describe('the sea rule', () => {
  it('reads calm below 0.5 m, high above 1.25 m, moderate between', () => {
    expect([0, 0.49, SEA_CALM_BELOW_M, 1, SEA_HIGH_ABOVE_M, 1.26, 3].map(seaStateOf)).toEqual(['calm', 'calm', 'moderate', 'moderate', 'moderate', 'high', 'high']);
  });

  it('is on by default (Open-Meteo), off with an empty MARINE_FORECAST_URL, and refuses what is no URL', () => {
    expect(loadConfig({}).marineForecastUrl).toBe('https://marine-api.open-meteo.com/v1/marine');
    expect(loadConfig({ MARINE_FORECAST_URL: '' }).marineForecastUrl).toBeNull();
    expect(() => loadConfig({ MARINE_FORECAST_URL: 'ftp://example.org' })).toThrow(/MARINE_FORECAST_URL/);
  });
});

describe('sea conditions on the boat board', () => {
  it('says nothing and asks nobody while the island has no coordinates', async () => {
    const board = await freshBoard();
    expect(board.today.sea).toBeNull();
    expect(board.tomorrow.sea).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('answers at once from nothing kept, fetches in the background, then shows the forecast (the kept answer is dropped)', async () => {
    const saved = await t.request('PUT', '/api/settings/category/contact', { body: { latitude: -4.9865, longitude: 119.3721 }, token: t.users.superadmin.token });
    expect(saved.status).toBe(200);
    const first = await t.request('GET', '/api/transportation/today');
    expect(first.status).toBe(200);
    expect(first.body.data.today.sea).toBeNull();
    await settled();
    expect(requests).toHaveLength(1);
    const asked = requests[0]!;
    expect(asked.pathname).toBe('/v1/marine');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      latitude: '-4.9865',
      longitude: '119.3721',
      daily: 'wave_height_max,wave_period_max,wind_wave_height_max',
      timezone: ZONE,
    });

    // The visitor's kept "no forecast" went with the new forecast: no hour of a stale answer.
    const next = await t.request('GET', '/api/transportation/today', { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(next.status).toBe(200);
    const board = next.body.data;
    expect(board.today.sea).toEqual({
      waveHeight: 0.32,
      state: 'calm',
      wavePeriod: 6.1,
      windWaveHeight: 0.2,
      source: 'Open-Meteo',
      fetchedAt: clock.toISOString(),
    });
    expect(board.tomorrow.sea).toMatchObject({ waveHeight: 1.6, state: 'high', wavePeriod: 7.4 });
    expect(board.today.date).toBe(todayIn(ZONE, clock));
  });

  it('fetches at most once an hour however many read', async () => {
    for (let i = 0; i < 5; i += 1) {
      await publicBoard();
      await freshBoard();
      later(10 * 60_000);
    }
    await settled();
    expect(requests).toHaveLength(1);
    later(hour - 50 * 60_000);
    expect((await freshBoard()).today.sea.state).toBe('calm');
    await settled();
    expect(requests).toHaveLength(2);
  });

  it('never lets a slow forecast delay a page, fetches it once, and keeps the last good one when it times out', async () => {
    const good = (await freshBoard()).today.sea;
    mode = 'slow';
    later(hour);
    const before = requests.length;
    const started = performance.now();
    const reads = await Promise.all([freshBoard(), freshBoard(), publicBoard(), freshBoard()]);
    // Well under the 4 s the fetch may take: no read waited for it.
    expect(performance.now() - started).toBeLessThan(2500);
    for (const board of reads) expect(board.today.sea).toEqual(good);
    await settled(); // the forecast's own time-out, a few seconds
    expect(requests.length - before).toBe(1);
    expect((await freshBoard()).today.sea).toEqual(good);
  }, 15_000);

  it('keeps the last good forecast through errors, garbage and an unreachable provider', async () => {
    const good = (await freshBoard()).today.sea;
    for (const failing of ['http500', 'http400', 'not-json', 'wrong-shape', 'nan-literal', 'nan-text', 'huge'] as const) {
      mode = failing;
      later(hour);
      const before = requests.length;
      expect((await freshBoard()).today.sea, failing).toEqual(good);
      await settled();
      expect(requests.length - before, failing).toBe(1);
      expect((await publicBoard()).today.sea, failing).toEqual(good);
    }

    // Nobody listens on the port any more: refused at once.
    await stopFake();
    later(hour);
    expect((await freshBoard()).today.sea).toEqual(good);
    await settled();
    expect((await freshBoard()).today.sea).toEqual(good);
    await listen(port);
  });

  it('shows the new forecast once the provider answers again, and a day it has no value for as nothing', async () => {
    mode = 'rough';
    later(hour);
    await freshBoard();
    await settled();
    const board = await publicBoard();
    expect(board.today.sea).toMatchObject({ waveHeight: 0.9, state: 'moderate', fetchedAt: clock.toISOString() });
    expect(board.tomorrow.sea).toBeNull();
  });

  it('asks again at once for new coordinates, and never shows one place\'s forecast for another', async () => {
    mode = 'ok';
    const before = requests.length;
    const saved = await t.request('PUT', '/api/settings/category/contact', { body: { latitude: -5.1, longitude: 119.4 }, token: t.users.superadmin.token });
    expect(saved.status).toBe(200);
    expect((await publicBoard()).today.sea).toBeNull();
    await settled();
    expect(requests.length - before).toBe(1);
    expect(requests.at(-1)!.searchParams.get('latitude')).toBe('-5.1');
    expect((await publicBoard()).today.sea).toMatchObject({ waveHeight: 0.32, state: 'calm' });
  });

  it('stops showing a forecast twelve hours old rather than speak for a day it did not see', async () => {
    mode = 'http500';
    later(13 * hour);
    const board = await freshBoard();
    expect(board.today.sea).toBeNull();
    expect(board.tomorrow.sea).toBeNull();
    await settled();
  });
});

describe('why a fetch failed, as the log says it', () => {
  it('names the HTTP status, Open-Meteo\'s reason, the garbage and the time-out', async () => {
    const place = { latitude: -4.9865, longitude: 119.3721 };
    const expected: [Mode, RegExp][] = [
      ['http500', /HTTP 500$/],
      ['http400', /HTTP 400: Cannot initialize WeatherVariable/],
      ['not-json', /JSON/],
      ['nan-literal', /JSON/],
      ['nan-text', /expected number|Invalid input/i],
      ['wrong-shape', /daily/],
      ['huge', /Too big|<=30/i],
      ['slow', /TimeoutError|timeout|aborted/i],
    ];
    for (const [failing, message] of expected) {
      mode = failing;
      const warnings: string[] = [];
      const forecast = new SeaForecast({
        url: `http://127.0.0.1:${port}/v1/marine`,
        timeZone: ZONE,
        now: () => clock,
        timeoutMs: 300,
        log: { warn: (details) => warnings.push(String((details as { err: unknown }).err)) },
      });
      expect(forecast.daysAt(place, [todayIn(ZONE, clock)])).toEqual([null]);
      await forecast.settled();
      forecast.close();
      expect(warnings, failing).toHaveLength(1);
      expect(warnings[0], failing).toMatch(message);
    }
  });
});

describe('an hour after each attempt', () => {
  it('asks for the answers to be made again, so that the next read refreshes the forecast', async () => {
    mode = 'ok';
    let changes = 0;
    const forecast = new SeaForecast({ url: `http://127.0.0.1:${port}/v1/marine`, timeZone: ZONE, now: () => new Date(), refreshMs: 300 });
    forecast.onChange(() => {
      changes += 1;
    });
    forecast.daysAt({ latitude: -4.9865, longitude: 119.3721 }, [todayIn(ZONE, new Date())]);
    await forecast.settled();
    expect(changes).toBe(1); // the new forecast
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(changes).toBe(2); // it is due
    forecast.close();
  });
});

describe('sea conditions turned off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ now: () => clock });
  });
  afterAll(() => off.close());

  it('answers sea: null with the coordinates set, and never asks anyone', async () => {
    expect(off.config.marineForecastUrl).toBeNull();
    await off.request('PUT', '/api/settings/category/contact', { body: { latitude: -4.9865, longitude: 119.3721 }, token: off.users.superadmin.token });
    const before = requests.length;
    const board = (await off.request('GET', '/api/transportation/today')).body.data;
    expect(board.today).toMatchObject({ sea: null });
    expect(board.tomorrow).toMatchObject({ sea: null });
    await off.deps.seaForecast!.settled();
    expect(requests.length).toBe(before);
  });
});
