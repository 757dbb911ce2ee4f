import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyParsers } from './body-parsers.ts';

const app = Fastify();
beforeAll(async () => {
  await app.register(bodyParsers);
  // What the route received, and whether it is a plain object (no prototype swapped in).
  app.post('/echo', async (req) => ({
    body: req.body ?? null,
    ownKeys: req.body && typeof req.body === 'object' ? Object.keys(req.body) : [],
    plain: req.body === undefined || Object.getPrototypeOf(req.body) === Object.prototype,
  }));
  await app.ready();
});
afterAll(() => app.close());

const post = (contentType: string, payload: string) => app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': contentType }, payload });

describe('JSON bodies', () => {
  it('are parsed as Fastify parses them', async () => {
    const res = await post('application/json', '{"name":"Pantai","count":2}');
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({ name: 'Pantai', count: 2 });
  });

  it('may be empty (or blank) under a JSON content type: no body, not an error', async () => {
    for (const payload of ['', '  \n']) {
      const res = await post('application/json', payload);
      expect(res.statusCode).toBe(200);
      expect(res.json().body).toBeNull();
    }
  });

  it('are refused when malformed or when they try to reach a prototype', async () => {
    expect((await post('application/json', '{"name":')).statusCode).toBe(400);
    expect((await post('application/json', '{"__proto__":{"admin":true}}')).statusCode).toBe(400);
    expect((await post('application/json', '{"constructor":{"prototype":{"admin":true}}}')).statusCode).toBe(400);
  });
});

describe('form fields', () => {
  it('become an object of texts; a repeated key becomes a list', async () => {
    const res = await post('application/x-www-form-urlencoded', 'name=Pantai+Barat&tag=a&tag=b&tag=c&count=3');
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({ name: 'Pantai Barat', tag: ['a', 'b', 'c'], count: '3' });
  });

  it('keep a key named __proto__ a plain key of a plain object', async () => {
    const res = await post('application/x-www-form-urlencoded', '__proto__=x&name=y');
    expect(res.json()).toMatchObject({ ownKeys: ['__proto__', 'name'], plain: true });
  });
});
