import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { HomestayCalendarsConfig } from '../../config.ts';

/*
 * One bounded fetch of an outside calendar (Airbnb's or Booking.com's iCalendar export), for
 * the rooms' import (decision 0041). An owner types the address, so the server must not become
 * their way into its own network: only http and https, at most three redirects (each checked
 * again), a deadline over the whole fetch, a cap on the bytes read, and, unless the
 * configuration allows it, no address on loopback, private, link-local or other special
 * networks. The check sits in the connection's own DNS lookup, so the address checked is the
 * address connected to (a name that resolves to a public address once and a private one the
 * next time gains nothing).
 */

/** Why a fetch failed, in the words the owner's screen shows (Indonesian, as the back office speaks). */
export class CalendarFetchError extends Error {}

const MAX_REDIRECTS = 3;

/** Networks no outside calendar lives on: this host, private ranges, link-local, carrier NAT, documentation, multicast, reserved. */
const SPECIAL = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  SPECIAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  SPECIAL.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address lies on a network no outside calendar lives on (an IPv4-mapped IPv6 address by its IPv4). */
export function isSpecialAddress(address: string): boolean {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return SPECIAL.check(mapped[1]!, 'ipv4');
  const family = net.isIP(address);
  if (family === 0) return true;
  return SPECIAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const REFUSED_ADDRESS = 'Alamat kalender menunjuk ke jaringan lokal; hanya alamat internet yang diizinkan';

/** The connection's DNS lookup, refusing special addresses (every one of them when the lookup answers several). */
function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, options, (error, address, family) => {
      if (error || allowPrivate) return (callback as (...args: unknown[]) => void)(error, address, family);
      const addresses = Array.isArray(address) ? address.map((entry: dns.LookupAddress) => entry.address) : [address];
      if (addresses.some(isSpecialAddress)) return (callback as (...args: unknown[]) => void)(new CalendarFetchError(REFUSED_ADDRESS), address, family);
      return (callback as (...args: unknown[]) => void)(null, address, family);
    });
  };
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** The calendar's text at `address`, within the configured bounds; a CalendarFetchError says why not. */
export async function fetchCalendar(address: string, limits: Pick<HomestayCalendarsConfig, 'timeoutMs' | 'maxBytes' | 'allowPrivateAddresses'>): Promise<string> {
  const deadline = Date.now() + limits.timeoutMs;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new CalendarFetchError('Alamat kalender tidak valid');
  }
  for (let redirects = 0; ; redirects += 1) {
    const answer = await fetchOnce(url, limits, deadline);
    if (answer.kind === 'text') return answer.text;
    if (redirects >= MAX_REDIRECTS) throw new CalendarFetchError('Terlalu banyak pengalihan alamat');
    url = answer.location;
  }
}

type Answer = { kind: 'text'; text: string } | { kind: 'redirect'; location: URL };

function fetchOnce(url: URL, limits: Pick<HomestayCalendarsConfig, 'timeoutMs' | 'maxBytes' | 'allowPrivateAddresses'>, deadline: number): Promise<Answer> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return Promise.reject(new CalendarFetchError('Alamat kalender harus http atau https'));
  if (url.username || url.password) return Promise.reject(new CalendarFetchError('Alamat kalender tidak boleh memuat nama dan sandi'));
  // An address written as an IP is connected to without a lookup: checked here instead.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(literal) !== 0 && !limits.allowPrivateAddresses && isSpecialAddress(literal)) return Promise.reject(new CalendarFetchError(REFUSED_ADDRESS));
  const left = deadline - Date.now();
  if (left <= 0) return Promise.reject(new CalendarFetchError(`Waktu habis (${Math.round(limits.timeoutMs / 1000)} detik)`));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      reject(error instanceof CalendarFetchError ? error : new CalendarFetchError(`Tidak dapat terhubung (${(error as NodeJS.ErrnoException).code ?? error.message})`));
    };
    const timer = setTimeout(() => fail(new CalendarFetchError(`Waktu habis (${Math.round(limits.timeoutMs / 1000)} detik)`)), left);
    const request = client.get(url, { lookup: guardedLookup(limits.allowPrivateAddresses), headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'island-village-calendar/1' } }, (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        let location: URL;
        try {
          location = new URL(response.headers.location, url);
        } catch {
          return fail(new CalendarFetchError('Pengalihan ke alamat yang tidak valid'));
        }
        settled = true;
        clearTimeout(timer);
        return resolve({ kind: 'redirect', location });
      }
      if (status !== 200) {
        response.resume();
        return fail(new CalendarFetchError(`Server kalender menjawab ${status}`));
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > limits.maxBytes) return fail(new CalendarFetchError(`Berkas kalender lebih dari ${megabytes(limits.maxBytes)}`));
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        // Counted as it arrives: a server that sends more than it declared is cut off here.
        if (size > limits.maxBytes) return fail(new CalendarFetchError(`Berkas kalender lebih dari ${megabytes(limits.maxBytes)}`));
        chunks.push(chunk);
      });
      response.on('error', fail);
      response.on('end', () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ kind: 'text', text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    request.on('error', fail);
  });
}
