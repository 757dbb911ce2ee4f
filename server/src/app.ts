import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyRequest, LogController } from 'fastify';
import { publicReadTags, SHOWN_TAGS } from './app-router.ts';
import { bodyParsers } from './http/body-parsers.ts';
import { clientFiles, hasClientBuild } from './http/client-files.ts';
import { compression } from './http/compression.ts';
import { errorEnvelope } from './http/error-envelope.ts';
import { instanceBroadcasts } from './http/instance-broadcasts.ts';
import { loadShedding } from './http/load-shedding.ts';
import { notFound } from './http/not-found.ts';
import { publicAnswers } from './http/public-answers.ts';
import { PublicCache } from './http/public-cache.ts';
import { securityHeaders } from './http/security-headers.ts';
import { loadSpaIndex } from './http/spa-index.ts';
import { trpcDoor } from './doors/trpc-door.ts';
import { downloadRoutes } from './modules/backups/download.routes.ts';
import { tripCalendarRoutes } from './modules/bookings/trip-calendar.routes.ts';
import { paymentNotificationRoutes } from './modules/payments/payment-notification.routes.ts';
import { paymentCheckPlugin } from './modules/payments/payment-check.plugin.ts';
import { calendarSyncPlugin } from './modules/homestays/calendar-sync.plugin.ts';
import { roomCalendarRoutes } from './modules/homestays/room-calendar.routes.ts';
import { expireChargesOfChangedBooking } from './modules/payments/payments.service.ts';
import { articleViewsPlugin } from './modules/articles/article-views.plugin.ts';
import { statsBeaconRoutes } from './modules/stats/stats-beacon.routes.ts';
import { statsCsvRoutes } from './modules/stats/stats-csv.routes.ts';
import { statsPlugin } from './modules/stats/stats.plugin.ts';
import { filesRoutes, MULTIPART_LIMITS } from './modules/files/files.routes.ts';
import { dayTurnPlugin, minuteTurnPlugin } from './clock/day-turn.ts';
import { backupSchedulePlugin } from './backups/backup-schedule.plugin.ts';
import { databaseTargetFor } from './db/database.ts';
import { maintenancePlugin } from './db/maintenance.plugin.ts';
import { createMailer } from './mail/mailer.ts';
import { SEA_TAG, SeaForecast } from './sea/sea-forecast.ts';
import { apiDocs } from './openapi/openapi.routes.ts';
import { restDoor } from './doors/rest-door.ts';
import { visitorReader } from './seo/page-data.ts';
import { seoPages } from './seo/seo-pages.ts';
import { seoRoutes } from './seo/seo.routes.ts';
import { eventCalendarRoutes } from './seo/calendar-feed.routes.ts';
import { type AppDeps, createContextFactory, withAuthParts } from './trpc/context.ts';

/**
 * The whole server, built and not listening: main.ts listens, tests inject or listen on port 0.
 * The app owns the database from here on and destroys it when it closes. Each part is a plugin
 * of its own, registered in the order a request meets it.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Batched tRPC GETs put every procedure name in one path parameter.
    routerOptions: { maxParamLength: 5000 },
  });
  // Registered first, so it runs last: onClose hooks run in reverse order, and every plugin's
  // background work below is stopped and flushed before the database closes.
  app.addHook('onClose', async () => deps.db.destroy());
  const now = deps.now ?? (() => new Date());
  const publicCache = deps.publicCache ?? new PublicCache({ shownTags: SHOWN_TAGS });
  const authParts = withAuthParts(deps);
  const seaForecast = deps.seaForecast ?? new SeaForecast({ url: config.marineForecastUrl, timeZone: config.siteTimeZone, now, log: app.log });
  // Each instance fetches and keeps its own forecast, so it drops only its own answers.
  seaForecast.onChange(() => void publicCache.invalidate([SEA_TAG], { broadcast: false }));
  app.addHook('onClose', async () => seaForecast.close());
  const createContext = createContextFactory({ ...authParts, publicCache, seaForecast, bookingStatusChanged: expireChargesOfChangedBooking });
  const originOf = (req: FastifyRequest) => config.publicUrl ?? `${req.protocol}://${req.host}`;

  await app.register(loadShedding, { maxInFlight: config.maxInFlight, maxEventLoopDelayMs: config.maxEventLoopDelayMs });
  await app.register(securityHeaders, { mapTileUrl: config.mapTileUrl });
  await app.register(bodyParsers);
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false });
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  await app.register(errorEnvelope);
  await app.register(compression);
  await app.register(publicAnswers, { cache: publicCache, tagsOf: publicReadTagsOf });
  await app.register(instanceBroadcasts, { databaseUrl: config.databaseUrl, publicCache, sessions: authParts.sessions });

  // Background work: each plugin owns its timers and what it writes when the app closes.
  await app.register(dayTurnPlugin, { cache: publicCache, timeZone: config.siteTimeZone, now });
  await app.register(minuteTurnPlugin, { cache: publicCache, now });
  await app.register(articleViewsPlugin, { db: deps.db });
  const schedules = deps.schedules === true;
  await app.register(statsPlugin, {
    db: deps.db,
    timeZone: config.siteTimeZone,
    now,
    schedules: schedules ? { mailer: deps.mailer ?? createMailer(config), publicUrl: config.publicUrl } : null,
  });
  if (schedules) {
    await app.register(backupSchedulePlugin, { db: deps.db, config });
    await app.register(maintenancePlugin, { db: deps.db, target: databaseTargetFor(config) });
    const baseUrl = config.publicUrl ?? `http://localhost:${config.port}`;
    await app.register(paymentCheckPlugin, { db: deps.db, config, mailer: deps.mailer ?? createMailer(config), baseUrl, now });
    await app.register(calendarSyncPlugin, { db: deps.db, config, cache: publicCache, now });
  }

  await app.register(trpcDoor, { createContext });
  await app.register(restDoor, { createContext });
  await app.register(apiDocs);
  await app.register(seoRoutes, { db: deps.db, cache: publicCache, originOf });
  const visitorOf = visitorReader(createContext);
  await app.register(eventCalendarRoutes, { visitorOf, cache: publicCache, originOf, timeZone: config.siteTimeZone });
  await app.register(filesRoutes, { dataDir: config.dataDir, createContext });
  await app.register(downloadRoutes, { createContext });
  await app.register(tripCalendarRoutes, { createContext });
  await app.register(roomCalendarRoutes, { createContext });
  await app.register(paymentNotificationRoutes, { createContext });
  await app.register(statsBeaconRoutes, { createContext });
  await app.register(statsCsvRoutes, { createContext });

  await app.register(clientFiles, { clientDist: config.clientDist });
  const sendPage = hasClientBuild(config.clientDist)
    ? loadSpaIndex(config.clientDist, seoPages(originOf, visitorOf, config.siteTimeZone), publicCache)
    : null;
  await app.register(notFound, { sendPage });
  return app;
}

/** The cache tags of a request for public reads on either door, or null if it asks for anything else. */
function publicReadTagsOf(req: FastifyRequest): readonly string[] | null {
  const restPath = (req.routeOptions.config as { procedurePath?: string }).procedurePath;
  if (restPath) return publicReadTags([restPath]);
  const url = req.url.split('?')[0] ?? '';
  if (!url.startsWith('/trpc/')) return null;
  return publicReadTags(decodeURIComponent(url.slice('/trpc/'.length)).split(','));
}
