import { TEXTS } from '@island/shared';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { notFound, type NotFoundOptions } from './not-found.ts';

async function appWith(sendPage: NotFoundOptions['sendPage']) {
  const app = Fastify();
  await app.register(notFound, { sendPage });
  await app.ready();
  return app;
}

const page = (req: FastifyRequest, reply: FastifyReply) => reply.type('text/html').send(`<p>page ${req.url}</p>`);
const jsonNotFound = { success: false, code: 'NOT_FOUND', message: TEXTS.routeNotFound };

describe('what no route answers', () => {
  it('is the page for a GET outside the API', async () => {
    const app = await appWith(page);
    for (const url of ['/', '/wisata/pantai-barat', '/admin/articles?page=2', '/apiary']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(`<p>page ${url}</p>`);
    }
    await app.close();
  });

  it('is the JSON 404 under the API, for other methods, and without a client build', async () => {
    const app = await appWith(page);
    for (const url of ['/api', '/api/no-such-thing', '/trpc/nothing.here', '/uploads/missing.webp']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(jsonNotFound);
    }
    const posted = await app.inject({ method: 'POST', url: '/wisata' });
    expect(posted.statusCode).toBe(404);
    expect(posted.json()).toEqual(jsonNotFound);
    await app.close();

    const bare = await appWith(null);
    const res = await bare.inject({ method: 'GET', url: '/wisata' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(jsonNotFound);
    await bare.close();
  });
});
