import { statsBeaconInput } from '@island/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { spend } from '../../security/rate-limits.ts';
import type { Context } from '../../trpc/context.ts';
import { countedPage } from './stats-paths.ts';
import { queueStatsEvent } from './stats-queue.ts';
import { saltOf } from './stats-salt.ts';
import { isUncounted, referrerGroup, visitorHash } from './stats-visitor.ts';
import { islandToday } from '../../clock/island-today.ts';

/** A beacon is a few hundred bytes; more is not a beacon. */
const BEACON_BODY_LIMIT = 2048;

interface BeaconRoutesOptions {
  createContext: (req: FastifyRequest) => Context;
}

/**
 * `POST /api/stats/beacon`: one page shown or one button pressed on the public site. A plain
 * route rather than a procedure because it reads what procedures do not see (the `DNT` and
 * `Sec-GPC` headers) and takes the body `navigator.sendBeacon` sends, JSON typed as `text/plain`
 * as often as `application/json` (that parser is registered for this route's plugin only).
 * Answers 204 whether or not the beacon was counted, so a page learns nothing from it; 400 for a
 * body that is not a beacon or a path that is not a public page, 429 beyond the address's limit.
 */
export async function statsBeaconRoutes(app: FastifyInstance, { createContext }: BeaconRoutesOptions) {
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(null, undefined);
    }
  });
  app.post('/api/stats/beacon', { bodyLimit: BEACON_BODY_LIMIT }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const ctx = createContext(req);
    if (!(await spend(ctx.rateLimits.beacons, ctx.ip))) return reply.code(429).send();
    const parsed = statsBeaconInput.safeParse(req.body);
    const page = parsed.success ? countedPage(parsed.data.path) : null;
    if (!parsed.success || page === null) return reply.code(400).send();
    if (isUncounted(req.headers)) return reply.code(204).send();
    // Staff reading their own site are not visitors: a request with a valid session is not counted.
    if (ctx.token !== null && (await ctx.getUser()) !== null) return reply.code(204).send();
    const beacon = parsed.data;
    const day = islandToday(ctx);
    const salt = await saltOf(ctx.db, day);
    const ownHost = ctx.config.publicUrl ? new URL(ctx.config.publicUrl).hostname : req.hostname;
    const item = beacon.click?.item ?? page.item;
    queueStatsEvent(
      ctx.db,
      {
        day,
        path: page.path,
        referrer_host: beacon.referrer,
        referrer_group: referrerGroup(beacon.referrer, ownHost),
        screen: beacon.screen,
        lang: page.lang ?? beacon.lang,
        channel: beacon.click?.channel ?? null,
        item_type: item?.type ?? null,
        item_id: item?.id ?? null,
        visitor: visitorHash(salt, ctx.ip, ctx.userAgent),
      },
      (error) => req.log.error({ err: error }, 'visitor statistics not written'),
    );
    return reply.code(204).send();
  });
}
