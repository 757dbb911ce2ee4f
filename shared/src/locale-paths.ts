/**
 * The languages of the public site and how an address carries one: Indonesian at the plain
 * paths (`/destinasi`), English at the same paths under `/en` (`/en/destinasi`, `/en` for home).
 */
export const SITE_LANGS = ['id', 'en'] as const;
export type SiteLang = (typeof SITE_LANGS)[number];
export const DEFAULT_LANG: SiteLang = 'id';

/** Open Graph's locale of each language. */
export const OG_LOCALES: Readonly<Record<SiteLang, string>> = { id: 'id_ID', en: 'en_US' };

/** A path of the Indonesian site (`/destinasi`, `/`) as the given language's address. */
export function localizedPath(path: string, lang: SiteLang): string {
  if (lang === DEFAULT_LANG) return path;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}

/** The language an address asks for and the Indonesian path it names. */
export function splitLocalePath(pathname: string): { lang: SiteLang; path: string } {
  for (const lang of SITE_LANGS) {
    if (lang === DEFAULT_LANG) continue;
    if (pathname === `/${lang}` || pathname === `/${lang}/`) return { lang, path: '/' };
    if (pathname.startsWith(`/${lang}/`)) return { lang, path: pathname.slice(lang.length + 1) };
  }
  return { lang: DEFAULT_LANG, path: pathname };
}
