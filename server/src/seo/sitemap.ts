import { DETAIL_PARAM, INDEXED_PAGES, SITE_LANGS } from '@island/shared';
import { pageUrl } from './head-html.ts';
import type { SitemapRecord, SitemapRecords } from './seo.repo.ts';

function xml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function latest(dates: readonly (Date | null)[]): Date | null {
  let best: Date | null = null;
  for (const date of dates) if (date && (!best || date > best)) best = date;
  return best;
}

/**
 * URLs per sitemap file. The protocol allows 50,000; a smaller file is built and compressed in a
 * moment, so a large site's sitemap never holds up the server (a single file of 240,000 URLs took
 * 2 s and 450 MiB to build).
 */
export const URLS_PER_SITEMAP = 10_000;

interface SitemapEntry {
  path: string;
  lastmod: Date | null;
  /** Listed in Indonesian only, with no alternates: its English page would show the Indonesian text. */
  indonesianOnly?: boolean;
}

/** Every public page and every published record, with the time it last changed. */
function sitemapEntries(records: SitemapRecords): SitemapEntry[] {
  const entries: SitemapEntry[] = [];
  const settings = records.settingsUpdatedAt;
  const newest = (list: readonly SitemapRecord[]) => latest([settings, ...list.map((r) => r.updatedAt)]);
  const lists: Record<string, readonly SitemapRecord[]> = {
    '/destinasi': records.destinations,
    '/paket-wisata': records.packages,
    '/umkm': records.products,
    '/budaya': records.cultures,
    '/agenda': records.events,
    '/artikel': records.articles,
    '/homestay': records.homestays,
  };
  for (const page of INDEXED_PAGES) {
    const list = lists[page];
    entries.push({ path: page, lastmod: list ? newest(list) : page === '/' ? latest([settings, ...Object.values(lists).map(newest)]) : settings });
  }
  for (const [list, rows] of Object.entries(lists)) {
    for (const row of rows) {
      const bySlug = list === '/artikel' || list === '/agenda' || list === '/paket-wisata' || list === '/homestay';
      const path = bySlug ? `${list}/${encodeURIComponent(row.key)}` : `${list}?${DETAIL_PARAM}=${row.key}`;
      entries.push({ path, lastmod: row.updatedAt, indonesianOnly: row.indonesianOnly === true });
    }
  }
  return entries;
}

/** A `urlset`: each entry once per language, naming its twins in the other languages (an Indonesian-only entry once, alone). */
function urlset(origin: string, entries: readonly SitemapEntry[]): string {
  // One string per URL rather than per line: a large sitemap is built in a fraction of the memory.
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'];
  for (const { path, lastmod, indonesianOnly } of entries) {
    const modified = lastmod ? `\n    <lastmod>${lastmod.toISOString()}</lastmod>` : '';
    if (indonesianOnly) {
      lines.push(`  <url>\n    <loc>${xml(pageUrl(origin, path, 'id'))}</loc>${modified}\n  </url>`);
      continue;
    }
    const alternates = [...SITE_LANGS.map((lang) => [lang, lang] as const), ['x-default', 'id'] as const]
      .map(([hreflang, lang]) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(pageUrl(origin, path, lang))}"/>`)
      .join('');
    for (const lang of SITE_LANGS) lines.push(`  <url>\n    <loc>${xml(pageUrl(origin, path, lang))}</loc>${modified}${alternates}\n  </url>`);
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/**
 * The sitemap (sitemaps.org 0.9), file `part`: `null` is `/sitemap.xml`, which holds every URL
 * when they fit one file and is otherwise the index of `/sitemap-1.xml`, `/sitemap-2.xml`, …
 * (each with the latest change of its pages). `null` for a numbered file that does not exist.
 */
export function sitemapXml(origin: string, records: SitemapRecords, part: number | null = null, urlsPerFile = URLS_PER_SITEMAP): string | null {
  const entries = sitemapEntries(records);
  const perFile = Math.max(1, Math.floor(urlsPerFile / SITE_LANGS.length));
  const files = Math.ceil(entries.length / perFile);
  if (part === null && files <= 1) return urlset(origin, entries);
  if (part === null) {
    const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'];
    for (let n = 1; n <= files; n++) {
      const lastmod = latest(entries.slice((n - 1) * perFile, n * perFile).map((entry) => entry.lastmod));
      lines.push(`  <sitemap>\n    <loc>${xml(`${origin}/sitemap-${n}.xml`)}</loc>${lastmod ? `\n    <lastmod>${lastmod.toISOString()}</lastmod>` : ''}\n  </sitemap>`);
    }
    lines.push('</sitemapindex>', '');
    return lines.join('\n');
  }
  if (files <= 1 || !Number.isInteger(part) || part < 1 || part > files) return null;
  return urlset(origin, entries.slice((part - 1) * perFile, part * perFile));
}

/** robots.txt: the public site open, sign-in, back-office and API closed, the sitemap named. */
export function robotsTxt(origin: string): string {
  const closed = ['/admin', '/login', '/unauthorized', '/api/', '/trpc/'];
  const lines = ['User-agent: *', 'Allow: /', ...closed.flatMap((path) => [`Disallow: ${path}`, `Disallow: /en${path}`]), '', `Sitemap: ${origin}/sitemap.xml`, ''];
  return lines.join('\n');
}
