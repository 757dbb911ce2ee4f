/// <reference lib="webworker" />
// The service worker: the app shell is precached at build time; public answers, pages and
// pictures a visitor saw are kept so they open again without a signal. Built by vite-plugin-pwa
// (injectManifest), which fills in self.__WB_MANIFEST.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { isBookingPage, isCacheableRead, isPublicNavigation, markKeptCopy, OFFLINE_MESSAGE } from './rules.ts';
import { assembleFromParts, keepParts } from './trpc-parts.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const DAY = 24 * 60 * 60;

// No directory index: Workbox would otherwise answer `/` with the precached index.html, the
// bare app shell, and the home page would lose its fresh head and the data it carries (pages
// are network first, below; the shell is their last resort).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

// A new release takes over at once: the precache holds every file the new pages need.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** Tells the open pages that what they show came from the cache, so they can say it may be old. */
async function announceStale(): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: OFFLINE_MESSAGE });
}

const announceCached: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (cachedResponse) await announceStale();
    return cachedResponse;
  },
};

/** Every tRPC answer is also kept per procedure (trpc-parts.ts). */
const keepTrpcParts: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response, event }) => {
    if (response.status === 200) event.waitUntil(keepParts(new URL(request.url), response.clone()).catch(() => undefined));
    return response;
  },
};

// Public reads (home, boats, settings, lists, details, the map): the network first, so a visitor
// with a signal always sees today's answer; the last answer when there is none. Only 200s are
// kept, and the rule never matches a request that carries a token.
const answers = new NetworkFirst({
  cacheName: 'public-answers',
  networkTimeoutSeconds: 8,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY }),
    keepTrpcParts,
    announceCached,
  ],
});
registerRoute(
  ({ request, url }) => isCacheableRead(request, url, self.location.origin),
  async (options) => {
    try {
      return await answers.handle(options);
    } catch (error) {
      const assembled = await assembleFromParts(options.url);
      if (!assembled) throw error;
      await announceStale();
      return assembled;
    }
  },
);

// Pictures of what was seen: shown at once from the cache and refreshed behind.
registerRoute(
  ({ request, url }) => url.origin === self.location.origin && request.method === 'GET' && url.pathname.startsWith('/uploads/'),
  new StaleWhileRevalidate({
    cacheName: 'pictures',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
);

/**
 * A kept page is drawn marked as such (rules.ts): the page itself is not yet there to hear
 * `announceStale`, and the answers it carries (the home page's) must not pass for today's.
 */
const markKeptPages: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.delete('content-length');
    headers.delete('content-encoding');
    return new Response(markKeptCopy(await cachedResponse.text()), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

/** The app shell, drawn when a page was never kept: it draws any public page from the answers kept above. */
async function shellOr(error: unknown): Promise<Response> {
  const shell = await matchPrecache('index.html');
  if (shell) return shell;
  throw error instanceof Error ? error : new Error('offline and no app shell kept');
}

// A visitor's booking page: network first like every page, but in a cache of its own that other
// pages never crowd out (rules.ts), since it is what they open at the pier. Registered before
// the pages' route, which would otherwise take it.
const bookingPages = new NetworkFirst({
  cacheName: 'my-bookings',
  networkTimeoutSeconds: 8,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 365 * DAY }),
    announceCached,
    markKeptPages,
  ],
});
registerRoute(
  ({ request, url }) => isBookingPage(request, url, self.location.origin),
  async (options) => {
    try {
      return await bookingPages.handle(options);
    } catch (error) {
      return shellOr(error);
    }
  },
);

// Public pages: the server's page first (its head tags and the answers it carries are fresh),
// else the copy kept, else the app shell, which draws any public page from the answers kept
// above. Admin pages are not matched.
const pages = new NetworkFirst({
  cacheName: 'pages',
  networkTimeoutSeconds: 8,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY }),
    announceCached,
    markKeptPages,
  ],
});
registerRoute(
  ({ request, url }) => isPublicNavigation(request, url, self.location.origin),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch (error) {
      return shellOr(error);
    }
  },
);
