import { type ClickChannel, DETAIL_PARAM, type ScreenClass, splitLocalePath, type StatsBeaconInput, type StatsItem } from '@island/shared';
import { readToken } from '../../tokenStorage.ts';

/** Where the counts go; the server answers 204 and never sets a cookie. */
const BEACON_URL = '/api/stats/beacon';

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
function counted(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return readToken() === null && nav.doNotTrack !== '1' && nav.globalPrivacyControl !== true && typeof nav.sendBeacon === 'function';
}

/**
 * The path as counted: without the language prefix (sent on its own) and without query values,
 * but for the catalogue detail opened over its list (`?lihat=7`), which names what was viewed.
 */
export function countedPath(pathname: string, search: string): Pick<StatsBeaconInput, 'path' | 'lang'> | null {
  const { lang, path } = splitLocalePath(pathname);
  if (UNCOUNTED.test(path)) return null;
  const detail = new URLSearchParams(search).get(DETAIL_PARAM);
  return { lang, path: detail && /^\d{1,9}$/.test(detail) ? `${path}?${DETAIL_PARAM}=${detail}` : path };
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

/**
 * Sends one view (or one click-out with its item) of the page shown now. Nothing identifies the
 * visitor: no cookie, no stored id; the server counts a day's unique visitors by a hash it
 * forgets the next day. `sendBeacon` queues the request without ever holding the page.
 */
export function sendStatsBeacon(click?: { channel: ClickChannel; item: StatsItem }): void {
  if (!counted()) return;
  const page = countedPath(location.pathname, location.search);
  if (!page) return;
  // A click is counted for its item; where the visit came from is a view's.
  const referrer = firstView && !click ? externalReferrer(document.referrer) : null;
  if (!click) firstView = false;
  const beacon: StatsBeaconInput = { path: page.path, referrer, screen: screenClass(window.innerWidth), lang: page.lang, ...(click ? { click } : {}) };
  const body = JSON.stringify(beacon);
  try {
    navigator.sendBeacon(BEACON_URL, new Blob([body], { type: 'application/json' }));
  } catch {
    // A full beacon queue or a refused request costs the visitor nothing: the view is simply not counted.
  }
}
