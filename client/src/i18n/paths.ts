import type { Language } from '@island/shared';

/**
 * The language lives in the address: Indonesian at the plain paths, English under `/en`, with
 * the same slugs (`/destinasi` and `/en/destinasi`).
 */
export const LANGUAGE_PREFIX: Record<Language, string> = { id: '', en: '/en' };

export function languageOfPath(pathname: string): Language {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'id';
}

/** The path without its language prefix: `/en/destinasi` → `/destinasi`, `/en` → `/`. */
export function unprefixedPath(pathname: string): string {
  if (languageOfPath(pathname) === 'id') return pathname;
  return pathname.slice(3) || '/';
}

/** A site path in a language: `/destinasi` → `/en/destinasi`, `/` → `/en`. Admin paths stay as they are. */
export function localizedPath(language: Language, path: string): string {
  const prefix = LANGUAGE_PREFIX[language];
  if (!prefix || path.startsWith('/admin')) return path;
  if (path === '/' ) return prefix;
  if (path.startsWith('/?') || path.startsWith('/#')) return `${prefix}${path.slice(1)}`;
  return `${prefix}${path}`;
}
