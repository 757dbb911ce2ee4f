import type { ClickChannel, ScreenClass, SiteLang, StatsBeaconInput, StatsItem } from '@island/shared';

/** Where the counts go; the server answers 204 and never sets a cookie. */
const BEACON_URL = '/api/stats/beacon';

/**
 * What the sender reads from the app, handed over by its callers: this chunk imports nothing,
 * because a module it shared with the first page would be split out of that page's chunks and
 * make the first visit's download larger than the whole sender.
 */
export interface BeaconApp {
  /** The signed-in staff member's token, or null for a visitor. */
  readToken: () => string | null;
  /** The site's rule for the language in an address (`/en/…`). */
  splitLocalePath: (pathname: string) => { lang: SiteLang; path: string };
  /**
   * The query parameter of a catalogue detail opened over its list (`?lihat=7`), kept in a
   * view's path. A click names its item itself and is sent with the list's path.
   */
  detailParam?: string;
}

/**
 * Pages that are one visitor's own (a booking's code is in its address) or not the site's
 * content: never sent, so no booking code ever reaches the counts.
 */
const UNCOUNTED = /^\/(pesanan|login|unauthorized)(\/|$)/;

/** Widths as the stylesheets break them: below 640 px a phone, below 1024 px a tablet. */
function screenClass(width: number): ScreenClass {
  return width < 640 ? 'phone' : width < 1024 ? 'tablet' : 'desktop';
}

/**
 * Whether this browser is counted at all: signed-in staff are not visitors, and a visitor who
 * asked not to be tracked (Do Not Track, Global Privacy Control) is not counted.
 */
function counted(app: BeaconApp): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return app.readToken() === null && nav.doNotTrack !== '1' && nav.globalPrivacyControl !== true && typeof nav.sendBeacon === 'function';
}

/**
 * The page as counted: its path without the language prefix (sent on its own) and without query
 * values, but for the catalogue detail opened over its list, which names what was viewed.
 */
export function countedPage(app: BeaconApp, pathname: string, search: string): Pick<StatsBeaconInput, 'path' | 'lang'> | null {
  const { lang, path } = app.splitLocalePath(pathname);
  if (UNCOUNTED.test(path)) return null;
  const detail = app.detailParam ? new URLSearchParams(search).get(app.detailParam) : null;
  return { lang, path: detail && /^\d{1,9}$/.test(detail) ? `${path}?${app.detailParam}=${detail}` : path };
}

/** The host of the page the visitor came from, when it is another site; null for a visit from within. */
function externalReferrer(referrer: string): string | null {
  try {
    const host = new URL(referrer).hostname;
    return host && host !== location.hostname ? host : null;
  } catch {
    return null;
  }
}

// The referrer belongs to the page the visit started on; later pages are reached from this site.
let firstView = true;
// The page counted last: a list searched, filtered or paged stays the page it was.
let lastPage: string | null = null;

/**
 * Sends one view (or one click-out with its item) of the page shown now. Nothing identifies the
 * visitor: no cookie, no stored id; the server counts a day's unique visitors by a hash it
 * forgets the next day. `sendBeacon` queues the request without ever holding the page.
 */
export function sendStatsBeacon(app: BeaconApp, click?: { channel: ClickChannel; item: StatsItem }): void {
  if (!counted(app)) return;
  const page = countedPage(app, location.pathname, location.search);
  if (!page) return;
  if (!click) {
    const key = `${page.lang}${page.path}`;
    if (key === lastPage) return;
    lastPage = key;
  }
  // A click is counted for its item; where the visit came from is a view's.
  const referrer = firstView && !click ? externalReferrer(document.referrer) : null;
  if (!click) firstView = false;
  const beacon: StatsBeaconInput = { path: page.path, referrer, screen: screenClass(window.innerWidth), lang: page.lang, ...(click ? { click } : {}) };
  try {
    // Sent as text (the server reads it as JSON): a text body is a simple request, never preflighted.
    navigator.sendBeacon(BEACON_URL, JSON.stringify(beacon));
  } catch {
    // A full beacon queue or a refused request costs the visitor nothing: the view is simply not counted.
  }
}
