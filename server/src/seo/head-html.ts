import { localizedPath, OG_LOCALES, SITE_LANGS, type SiteLang } from '@island/shared';
import type { JsonLd } from './json-ld.ts';

/** Text for an HTML attribute value in double quotes, or for element content. */
function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * JSON for a `<script type="application/ld+json">` block: `<` (so neither `</script>` nor
 * `<!--` can end or change the block), `>`, `&` and the JavaScript line separators are written
 * as Unicode escapes, which JSON parsers read back as the same characters.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** What the head of one page says about it, before it is written as tags. */
export interface PageHead {
  /** The tab's title in full (`Pantai X · Pulau Y`). */
  title: string;
  description: string;
  /** The page's Indonesian path with its detail query (`/destinasi?lihat=7`); null: no canonical (404). */
  path: string | null;
  /** An absolute picture address for shared links. */
  image: string | null;
  imageAlt?: string;
  ogType: 'website' | 'article';
  siteName: string;
  jsonLd: readonly JsonLd[];
  /** Article times for `article:published_time` / `article:modified_time`. */
  published?: string;
  modified?: string;
  /** `noindex` for pages that must not be listed (sign-in, back-office, not found). */
  noindex?: boolean;
  /** Extra tags (the home page's preload of its hero picture). */
  extra?: string;
  /**
   * The languages the page's main text is written in, when not every one: hreflang names only
   * these (a package not yet written in English has no English alternate).
   */
  languages?: readonly SiteLang[];
}

/** The absolute address of a page in one language. */
export function pageUrl(origin: string, path: string, lang: SiteLang): string {
  return origin + localizedPath(path, lang);
}

/** The tags a page's head carries, one per line: title, description, canonical, hreflang, Open Graph, Twitter, JSON-LD. */
export function renderHead(head: PageHead, origin: string, lang: SiteLang): string {
  const tags: string[] = [`<title>${escapeHtml(head.title)}</title>`, `<meta name="description" content="${escapeHtml(head.description)}" />`];
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (head.path !== null) {
    const url = pageUrl(origin, head.path, lang);
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
    const written = head.languages ?? SITE_LANGS;
    // Alternates only between languages the text exists in; one language alone has none.
    if (written.length > 1) {
      for (const other of written) {
        tags.push(`<link rel="alternate" hreflang="${other}" href="${escapeHtml(pageUrl(origin, head.path, other))}" />`);
      }
      tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(origin, head.path, 'id'))}" />`);
    }
    tags.push(`<meta property="og:url" content="${escapeHtml(url)}" />`);
  }
  const meta = (property: string, content: string) => tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
  const named = (name: string, content: string) => tags.push(`<meta name="${name}" content="${escapeHtml(content)}" />`);
  meta('og:type', head.ogType);
  meta('og:site_name', head.siteName);
  meta('og:title', head.title);
  meta('og:description', head.description);
  meta('og:locale', OG_LOCALES[lang]);
  for (const other of SITE_LANGS) if (other !== lang) meta('og:locale:alternate', OG_LOCALES[other]);
  if (head.image) {
    meta('og:image', head.image);
    if (head.image.includes('.webp') || /\?w=\d+$/.test(head.image)) meta('og:image:type', 'image/webp');
    meta('og:image:alt', head.imageAlt ?? head.title);
  }
  if (head.published) meta('article:published_time', head.published);
  if (head.modified) meta('article:modified_time', head.modified);
  named('twitter:card', head.image ? 'summary_large_image' : 'summary');
  named('twitter:title', head.title);
  named('twitter:description', head.description);
  if (head.image) {
    named('twitter:image', head.image);
    named('twitter:image:alt', head.imageAlt ?? head.title);
  }
  for (const data of head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  if (head.extra) tags.push(head.extra);
  return tags.join('\n    ');
}
