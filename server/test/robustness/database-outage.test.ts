import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwnPostgres, type OwnPostgres, postgresBinDir } from '../support/own-postgres.ts';
import { type ServerProcess, signIn, startServerProcess } from '../support/server-process.ts';

/**
 * The server process against a PostgreSQL of its own that is stopped and started ten times
 * while writes keep coming: it stays up, answers 503 with Retry-After (never 500) while the
 * database is away, serves again by itself, and every write it acknowledged is stored.
 */
const bin = postgresBinDir();
const OUTAGES = 10;
const WRITERS = 4;

let postgres: OwnPostgres;
let server: ServerProcess;
beforeAll(async () => {
  postgres = await createOwnPostgres(bin!);
  server = await startServerProcess({ DATABASE_URL: postgres.url });
}, 120_000);
afterAll(async () => {
  await server?.terminate();
  server?.cleanup();
  postgres?.remove();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!bin)('a database that goes away', () => {
  it(`survives ${OUTAGES} stops under writes, answers 503 meanwhile and loses no acknowledged write`, async () => {
    const token = await signIn(server.baseUrl);
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    const unexpected: string[] = [];
    let retryAfterMissing = 0;
    let writing = true;
    let n = 0;

    const writer = async (w: number) => {
      while (writing) {
        const label = `Tambat ${w}-${n++}`;
        try {
          const res = await fetch(`${server.baseUrl}/api/settings/facilities`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ icon: '⛵', label }),
          });
          const body = (await res.json()) as { code?: string };
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status === 201) acknowledged.push(label);
          else if (res.status === 503) {
            if (!res.headers.get('retry-after')) retryAfterMissing++;
            if (body.code !== 'UNAVAILABLE') unexpected.push(`503 ${JSON.stringify(body)}`);
            await sleep(50);
          } else unexpected.push(`${res.status} ${JSON.stringify(body)}`);
        } catch (error) {
          unexpected.push(`no answer: ${String(error)}`);
          await sleep(50);
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));

    for (let outage = 0; outage < OUTAGES; outage++) {
      await sleep(300);
      postgres.stop();
      await sleep(500);
      const health = await fetch(`${server.baseUrl}/api/health`);
      expect(health.status).toBe(503);
      expect(health.headers.get('retry-after')).toBeTruthy();
      expect(((await health.json()) as { errors: unknown }).errors).toEqual([{ param: 'database', msg: expect.any(String) }]);
      expect(server.exitCode()).toBeNull();
      postgres.start();
      // Serves again by itself once the database is back.
      const deadline = Date.now() + 15_000;
      let back = false;
      while (!back && Date.now() < deadline) {
        back = (await fetch(`${server.baseUrl}/api/health`)).status === 200;
        if (!back) await sleep(100);
      }
      expect(back).toBe(true);
    }
    await sleep(300);
    writing = false;
    await Promise.all(writers);

    expect(server.exitCode()).toBeNull();
    expect(unexpected).toEqual([]);
    expect(retryAfterMissing).toBe(0);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(OUTAGES);

    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ label: string }>('select label from facilities');
      const stored = new Set(rows.map((row) => row.label));
      expect(acknowledged.filter((label) => !stored.has(label))).toEqual([]);
    } finally {
      await client.end();
    }
  }, 240_000);
});
