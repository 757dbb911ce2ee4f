import { authorizationHeader } from '../tokenStorage.ts';

/** Same-origin reads and pictures a page may already have fetched before the worker took over (a statistics beacon is no read). */
const KEPT_PATHS = /^\/(trpc|api(?!\/stats)|uploads)\//;

/** The address tRPC's batch link asks a query without input at when it travels alone. */
function answerUrl(procedure: string): string {
  return `${location.origin}/trpc/${procedure}?batch=1&input=${encodeURIComponent('{}')}`;
}

/**
 * Registers the service worker of the built site (client/sw/sw.ts) once the page has loaded, so
 * it never competes with the first paint. Development serves no worker: nothing is cached there.
 * `primed`: the procedures whose answers came inside the page (pageData.ts), never asked for.
 */
export function registerServiceWorker(primed: readonly string[]): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    const firstVisit = navigator.serviceWorker.controller === null;
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        if (firstVisit) keepWhatWasSeen(registration, primed);
      })
      .catch((error: unknown) => {
        // The site works without it; only reading offline is lost.
        console.warn('service worker not registered', error);
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * On the first visit the page's answers arrived before the worker existed; it is asked to keep
 * them too (Workbox's CACHE_URLS message), so the very first page already opens offline. Those
 * that came inside the page were never asked for: the worker fetches them now, after the load.
 * Answers to a signed-in person are never kept.
 */
function keepWhatWasSeen(registration: ServiceWorkerRegistration, primed: readonly string[]): void {
  if (Object.keys(authorizationHeader()).length > 0) return;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && KEPT_PATHS.test(url.pathname))
    .map((url) => url.href)
    .concat(primed.map(answerUrl));
  if (urls.length > 0) registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [...new Set(urls)] } });
}
