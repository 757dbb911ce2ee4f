import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadShedding, RETRY_AFTER_SECONDS } from './load-shedding.ts';

let release: () => void = () => {};
const app = Fastify();
let base: string;
beforeAll(async () => {
  await app.register(loadShedding, { maxInFlight: 1, maxEventLoopDelayMs: 0 });
  // Held open until the test lets it go, so it stays in flight.
  app.get('/slow', () => new Promise<string>((resolve) => (release = () => resolve('done'))));
  app.get('/fast', async () => 'ok');
  app.get('/refuse', async (_req, reply) => reply.code(503).send({ down: true }));
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

/** Waits until `check` holds (the slow request reaching its handler). */
async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('load shedding', () => {
  it('answers 503 with Retry-After at once while the most requests are in flight, then serves again', async () => {
    const previous = release;
    const slow = fetch(`${base}/slow`);
    await until(() => release !== previous);
    const shed = await fetch(`${base}/fast`);
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(await shed.json()).toMatchObject({ success: false, code: 'UNAVAILABLE' });
    release();
    expect(await (await slow).text()).toBe('done');
    // The slot is given back once the answer is done ('close' may come a moment after the body).
    let served = 0;
    for (let i = 0; i < 50 && served !== 200; i++) {
      served = (await fetch(`${base}/fast`)).status;
      if (served !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(served).toBe(200);
  });

  it('gives every 503 a Retry-After, whatever answered it', async () => {
    const res = await fetch(`${base}/refuse`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
  });
});
