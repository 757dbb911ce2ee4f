import crypto from 'node:crypto';
import type { ReferrerGroup } from '@island/shared';
import { isbot } from 'isbot';

/**
 * Who is not counted, read from the request's headers alone: a browser asking not to be tracked
 * (`DNT: 1`, or Global Privacy Control's `Sec-GPC: 1`) and robots, by the user-agent patterns of
 * the isbot library (kept current by its authors with the crawlers seen on the web). An empty
 * user agent is a script, not a visitor.
 */
export function isUncounted(headers: Record<string, string | string[] | undefined>): boolean {
  if (headers['dnt'] === '1' || headers['sec-gpc'] === '1') return true;
  const agent = headers['user-agent'];
  return typeof agent !== 'string' || agent.trim() === '' || isbot(agent);
}

/** Characters of the hash kept: enough to tell a day's visitors apart, too few to mean anything else. */
const VISITOR_CHARS = 16;

/**
 * The day's visitor: a hash of the day's random salt, the address and the user agent. Neither
 * is stored; once the salt is thrown away at the day's end, nobody (the site included) can tie the
 * hash to an address again, nor the same person across two days.
 */
export function visitorHash(salt: string, ip: string, userAgent: string): string {
  return crypto.createHash('sha256').update(`${salt}\n${ip}\n${userAgent}`).digest('hex').slice(0, VISITOR_CHARS);
}

const SEARCH_ENGINES = /(^|\.)(google|bing|yahoo|duckduckgo|yandex|baidu|ecosia|qwant|brave|startpage|naver|seznam)\.[a-z.]+$/;
const GROUPS: readonly [RegExp, ReferrerGroup][] = [
  [SEARCH_ENGINES, 'search'],
  [/(^|\.)(instagram\.com|l\.instagram\.com)$/, 'instagram'],
  [/(^|\.)(whatsapp\.com|whatsapp\.net|wa\.me)$/, 'whatsapp'],
  [/(^|\.)(facebook\.com|fb\.com|fb\.me|messenger\.com)$/, 'facebook'],
];

/** The group of a referring host; no host, or the site's own, is direct. */
export function referrerGroup(host: string | null, ownHost: string | null): ReferrerGroup {
  if (!host || host === ownHost) return 'direct';
  for (const [pattern, group] of GROUPS) if (pattern.test(host)) return group;
  return 'other';
}
