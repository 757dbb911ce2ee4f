/** The message a page receives when something it shows came from the cache. */
export const OFFLINE_MESSAGE = 'served-from-cache';

/** Set on `<html>` of a page the worker drew from the copy it kept, since the page cannot be told by message. */
export const KEPT_COPY_ATTRIBUTE = 'data-kept-copy';

/**
 * A kept page as the worker draws it: marked as a kept copy, so the app knows its head and the
 * answers it carries (the home page's data block) are of the day it was kept.
 */
export function markKeptCopy(html: string): string {
  return html.replace(/<html\b/, `<html ${KEPT_COPY_ATTRIBUTE}`);
}

/**
 * Paths whose pages are never kept: the back-office and sign-in (also in their English forms,
 * `/en/login`, `/en/admin...`, which the site answers too), and the server's own doors.
 */
const NEVER_KEPT_PAGES = /^(\/en)?\/(admin|login)(\/|$)|^\/(api|trpc|uploads)(\/|$)/;

/** Server reads that may be kept: tRPC queries (GET) and REST GETs, of this origin. */
const READ_DOORS = /^\/(trpc|api)\//;

/** Answers that are only ever about one signed-in person. */
const PERSONAL = /^\/(trpc\/[^?]*\b(auth|profile|dashboard|users)\.|api\/(auth|profile|dashboard|users)\b)/;

/**
 * Whether an answer may be kept for reading offline: a GET to our own server, without a token
 * (answers to signed-in staff are never kept, so nothing private stays on a shared phone), and
 * not one about a person. Writes are never GETs: tRPC mutations are POSTs.
 */
export function isCacheableRead(request: Request, url: URL, origin: string): boolean {
  return (
    request.method === 'GET' &&
    url.origin === origin &&
    READ_DOORS.test(url.pathname) &&
    !PERSONAL.test(url.pathname) &&
    !request.headers.has('authorization')
  );
}

/** Whether a navigation is to a public page that may be kept and drawn offline. */
export function isPublicNavigation(request: Request, url: URL, origin: string): boolean {
  return request.mode === 'navigate' && request.method === 'GET' && url.origin === origin && !NEVER_KEPT_PAGES.test(url.pathname);
}

/**
 * A visitor's own booking page (`/pesanan/<code>?k=<key>`, and its English twin): kept apart from
 * the other pages, for a year, so browsing the site never pushes it out before the trip; the
 * visitor opens it at the pier, often without a signal.
 */
const BOOKING_PAGE = /^(\/en)?\/pesanan\/[^/]+\/?$/;

export function isBookingPage(request: Request, url: URL, origin: string): boolean {
  return isPublicNavigation(request, url, origin) && BOOKING_PAGE.test(url.pathname);
}
