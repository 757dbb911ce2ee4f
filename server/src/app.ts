import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { APP_ERRORS, appErrorCodeOfStatus, TEXTS } from '@island/shared';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type FastifyRequest, LogController } from 'fastify';
import { downloadRoutes } from './modules/backups/download.routes.ts';
import { filesRoutes, MULTIPART_LIMITS } from './modules/files/files.routes.ts';
import { cacheHeaders } from './http/cache-headers.ts';
import { ON_DEMAND_COMPRESS_OPTIONS } from './http/compression.ts';
import { connectCacheBroadcast } from './http/cache-broadcast.ts';
import { registerPublicAnswers } from './http/public-answers.ts';
import { loadSpaIndex } from './http/spa-index.ts';
import { tileImageSource } from './http/tile-source.ts';
import { PublicCache } from './http/public-cache.ts';
import { flushArticleViews } from './modules/articles/article-views.ts';
import { createFileStorage } from './files/storage.ts';
import { failure } from './rest/envelope.ts';
import { registerLoadShedding } from './load-shedding.ts';
import { isDatabaseUnavailable } from './db/availability.ts';
import { registerRestRoutes } from './register-rest.ts';
import { registerApiDocs } from './openapi/openapi.routes.ts';
import { visitorReader } from './seo/page-data.ts';
import { seoPages } from './seo/seo-pages.ts';
import { registerSeoRoutes } from './seo/seo.routes.ts';
import { type AppRouter, appRouter, isPublicRead, publicReadTags } from './app-router.ts';
import { type AppDeps, createContextFactory, withAuthParts } from './trpc/context.ts';
import { connectSessionBroadcast } from './security/session-broadcast.ts';

/** Paths that belong to the API: unknown ones answer JSON 404, never the SPA. */
const API_PREFIXES = ['/api/', '/trpc/', '/uploads/'];

/**
 * The whole server, built and not listening: main.ts listens, tests inject or listen on port 0.
 * The app owns the database from here on and destroys it when it closes.
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
  app.addHook('onClose', async () => {
    await flushArticleViews(deps.db).catch((error: unknown) => app.log.error(error, 'article views not written'));
    await deps.db.destroy();
  });
  // Overload: 503 + Retry-After at once instead of a queue (load-shedding.ts).
  await registerLoadShedding(app, config);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', tileImageSource(config.mapTileUrl)],
        mediaSrc: ["'self'", 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://www.google.com', 'https://maps.google.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  // An empty body sent with a JSON content type (a body-less DELETE from a client that sets the
  // header on every call) is no body, not a parse error; anything else is parsed as Fastify does.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (typeof body === 'string' && body.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(req, String(body), done);
  });
  // HTML forms and older clients post form fields; repeated keys become lists. The procedures'
  // schemas coerce the texts (numbers, booleans) exactly as they do for JSON.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    // A Map, then own properties: a key named __proto__ stays a plain key.
    const fields = new Map<string, string | string[]>();
    for (const [key, value] of new URLSearchParams(String(body))) {
      const seen = fields.get(key);
      fields.set(key, seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value]);
    }
    done(null, Object.fromEntries(fields));
  });
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false });
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.setErrorHandler((error: { statusCode?: number; message?: string }, req, reply) => {
    if (isDatabaseUnavailable(error)) return reply.code(503).send(failure('UNAVAILABLE', TEXTS.unavailable));
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) req.log.error({ err: error }, 'unhandled error');
    const code = appErrorCodeOfStatus(status);
    // Fastify's own 400s are bodies it could not parse; other 4xx keep the default text of their code.
    const message = status === 400 ? TEXTS.invalidJson : APP_ERRORS[code].message;
    return reply.code(status).send(failure(code, message));
  });

  // Text-like answers travel compressed, quickly (http/compression.ts); public reads are
  // compressed once and kept (below), and this leaves what already carries an encoding alone.
  await app.register(compress, ON_DEMAND_COMPRESS_OPTIONS);
  const publicCache = deps.publicCache ?? new PublicCache();
  registerPublicAnswers(app, publicCache, publicReadTagsOf);
  if (config.databaseUrl) {
    const broadcast = connectCacheBroadcast(publicCache, config.databaseUrl, app.log);
    app.addHook('onClose', () => broadcast.close());
  }
  const authParts = withAuthParts(deps);
  if (config.databaseUrl) {
    // Sessions ended or accounts changed by another instance (or the command line) are heard here.
    const sessionBroadcast = connectSessionBroadcast(authParts.sessions, config.databaseUrl, app.log);
    app.addHook('onClose', () => sessionBroadcast.close());
  }
  const createContext = createContextFactory({ ...authParts, publicCache });
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => createContext(req),
      // Batched public reads asked without a token may be cached like their REST twins.
      responseMeta({ ctx, paths, type, errors }) {
        if (type !== 'query' || errors.length > 0 || !paths || !paths.every(isPublicRead)) return {};
        return { headers: cacheHeaders(Boolean(ctx?.token)) };
      },
      onError({ error, path: procedure }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, procedure }, 'procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
  registerRestRoutes(app, createContext);
  registerApiDocs(app);
  const originOf = (req: FastifyRequest) => config.publicUrl ?? `${req.protocol}://${req.host}`;
  registerSeoRoutes(app, deps.db, publicCache, originOf);

  const storage = createFileStorage(config.dataDir);
  fs.mkdirSync(storage.dir, { recursive: true });
  // Decorates reply.sendFile; stored uploads are served by files.routes with their own checks.
  await app.register(fastifyStatic, { root: storage.dir, serve: false });
  await app.register(filesRoutes, { storage, createContext });
  await app.register(downloadRoutes, { createContext });

  const indexHtml = path.join(config.clientDist, 'index.html');
  const hasClient = fs.existsSync(indexHtml);
  const sendSpaIndex = hasClient ? loadSpaIndex(config.clientDist, seoPages(deps.db, originOf, visitorReader(createContext)), publicCache) : null;
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: config.clientDist,
      decorateReply: false,
      index: false,
      wildcard: false,
      // `npm run build` writes .br and .gz beside each asset; the best one accepted is sent.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite names assets by content hash, so they never change; the page itself is always revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (req.method !== 'GET' || API_PREFIXES.some((p) => url.startsWith(p)) || url === '/api' || !sendSpaIndex) {
      return reply.code(404).send(failure('NOT_FOUND', TEXTS.routeNotFound));
    }
    return sendSpaIndex(req, reply);
  });

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
