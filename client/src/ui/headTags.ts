import { DETAIL_PARAM, INDEXED_PAGES, type IndexedPage, localizedPath, OG_LOCALES, PAGE_TEXT_KEYS, shortDescription, SITE_LANGS, type SiteLang, splitLocalePath } from '@island/shared';
import { textsOf } from '../i18n/i18n.ts';

/**
 * Keeps the head that the server wrote for the first page right while the app navigates:
 * description, canonical address, hreflang twins and the Open Graph / Twitter texts. (Crawlers
 * and link previews read the server's head; this is for the browser's own idea of the page,
 * bookmarks and share sheets.)
 */
function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

function setLink(rel: string, href: string, hreflang?: string) {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]:not([hreflang])`;
  let tag = document.head.querySelector<HTMLLinkElement>(selector);
  if (!tag) {
    tag = document.createElement('link');
    tag.rel = rel;
    if (hreflang) tag.hreflang = hreflang;
    document.head.append(tag);
  }
  tag.href = href;
}

/** The page's address as search engines know it: its path and, in a catalogue, the open item. */
function canonicalPath(pathname: string, search: string): string {
  const id = new URLSearchParams(search).get(DETAIL_PARAM);
  return id && /^\d{1,10}$/.test(id) ? `${pathname}?${DETAIL_PARAM}=${id}` : pathname;
}

export function updateHead(title: string, description: string | undefined, pathname: string, search: string, languages: readonly SiteLang[] = SITE_LANGS) {
  const { lang, path } = splitLocalePath(canonicalPath(pathname, search));
  const page = path.split('?')[0] ?? path;
  const text = (description && shortDescription(description)) || ((INDEXED_PAGES as readonly string[]).includes(page) ? textsOf(lang).pageDescriptions[PAGE_TEXT_KEYS[page as IndexedPage]] : undefined);
  const origin = window.location.origin;
  setMeta('property', 'og:title', title);
  setMeta('name', 'twitter:title', title);
  if (text) {
    setMeta('name', 'description', text);
    setMeta('property', 'og:description', text);
    setMeta('name', 'twitter:description', text);
  }
  setMeta('property', 'og:locale', OG_LOCALES[lang]);
  const url = origin + localizedPath(path, lang);
  setLink('canonical', url);
  setMeta('property', 'og:url', url);
  // Twins only between the languages the text is written in, as the server's head names them.
  for (const tag of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) tag.remove();
  if (languages.length > 1) {
    for (const other of languages) setLink('alternate', origin + localizedPath(path, other), other);
    setLink('alternate', origin + path, 'x-default');
  }
  document.documentElement.lang = lang;
}
