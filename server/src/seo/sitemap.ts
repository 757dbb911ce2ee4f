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
 * The sitemap (sitemaps.org 0.9): every public page and every published record, once per
 * language, each naming its twins in the other languages (`xhtml:link rel="alternate"`), with
 * the time it last changed (a list page changes with its newest item or the site settings).
 */
export function sitemapXml(origin: string, records: SitemapRecords): string {
  const entries: { path: string; lastmod: Date | null }[] = [];
  const settings = records.settingsUpdatedAt;
  const newest = (list: readonly SitemapRecord[]) => latest([settings, ...list.map((r) => r.updatedAt)]);
  const lists: Record<string, readonly SitemapRecord[]> = {
    '/destinasi': records.destinations,
    '/paket-wisata': records.packages,
    '/umkm': records.products,
    '/budaya': records.cultures,
    '/artikel': records.articles,
  };
  for (const page of INDEXED_PAGES) {
    const list = lists[page];
    entries.push({ path: page, lastmod: list ? newest(list) : page === '/' ? latest([settings, ...Object.values(lists).map(newest)]) : settings });
  }
  for (const [list, rows] of Object.entries(lists)) {
    for (const row of rows) {
      const path = list === '/artikel' ? `/artikel/${encodeURIComponent(row.key)}` : `${list}?${DETAIL_PARAM}=${row.key}`;
      entries.push({ path, lastmod: row.updatedAt });
    }
  }
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'];
  for (const { path, lastmod } of entries) {
    const alternates = SITE_LANGS.map((lang) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${xml(pageUrl(origin, path, lang))}"/>`);
    alternates.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(pageUrl(origin, path, 'id'))}"/>`);
    for (const lang of SITE_LANGS) {
      lines.push('  <url>', `    <loc>${xml(pageUrl(origin, path, lang))}</loc>`);
      if (lastmod) lines.push(`    <lastmod>${lastmod.toISOString()}</lastmod>`);
      lines.push(...alternates, '  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** robots.txt: the public site open, sign-in, back-office and API closed, the sitemap named. */
export function robotsTxt(origin: string): string {
  const closed = ['/admin', '/login', '/unauthorized', '/api/', '/trpc/'];
  const lines = ['User-agent: *', 'Allow: /', ...closed.flatMap((path) => [`Disallow: ${path}`, `Disallow: /en${path}`]), '', `Sitemap: ${origin}/sitemap.xml`, ''];
  return lines.join('\n');
}
