import { TEXTS } from '@island/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope } from './error-envelope.ts';

/** An error as Fastify or a plugin throws it, with a status of its own. */
function withStatus(statusCode: number, message = 'detail') {
  return Object.assign(new Error(message), { statusCode });
}

const logged: unknown[] = [];
const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } } });
beforeAll(async () => {
  await app.register(errorEnvelope);
  app.get('/bad-body', async () => { throw withStatus(400, 'Unexpected end of JSON input'); });
  app.get('/too-large', async () => { throw withStatus(413); });
  app.get('/broken', async () => { throw new Error('secret stack detail'); });
  app.get('/database-down', async () => { throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }); });
  await app.ready();
});
afterAll(() => app.close());

const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

describe('errors that reach Fastify', () => {
  it('answer a body that could not be parsed with 400 in the envelope', async () => {
    expect(await get('/bad-body')).toEqual({ status: 400, body: { success: false, code: 'VALIDATION', message: TEXTS.invalidJson } });
  });

  it('keep another 4xx status with its own code', async () => {
    const { status, body } = await get('/too-large');
    expect(status).toBe(413);
    expect(body).toEqual({ success: false, code: 'TOO_LARGE', message: TEXTS.tooLarge });
  });

  it('answer an unexpected error with 500, its detail in the log only', async () => {
    const { status, body } = await get('/broken');
    expect(status).toBe(500);
    expect(body).toMatchObject({ success: false, code: 'INTERNAL' });
    expect(JSON.stringify(body)).not.toContain('secret stack detail');
    expect(JSON.stringify(logged)).toContain('secret stack detail');
  });

  it('answer a database that cannot be reached with 503 UNAVAILABLE', async () => {
    expect(await get('/database-down')).toEqual({ status: 503, body: { success: false, code: 'UNAVAILABLE', message: TEXTS.unavailable } });
  });
});
