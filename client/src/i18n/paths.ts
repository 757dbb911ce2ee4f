import { localizedPath as sitePath, splitLocalePath, type Language } from '@island/shared';

/**
 * The language lives in the address: Indonesian at the plain paths, English under `/en`, with
 * the same slugs (`/destinasi` and `/en/destinasi`). The rule itself is the shared one the server
 * uses for its page titles and alternate links (`shared/src/locale-paths.ts`); these are the
 * client's forms of it.
 */
export function languageOfPath(pathname: string): Language {
  return splitLocalePath(pathname).lang;
}

/** The path without its language prefix: `/en/destinasi` → `/destinasi`, `/en` → `/`. */
export function unprefixedPath(pathname: string): string {
  return splitLocalePath(pathname).path;
}

/**
 * A link target in a language: `/destinasi` → `/en/destinasi`, `/` → `/en`, `/?q=a` → `/en?q=a`.
 * Admin paths stay as they are (the back-office is Indonesian only).
 */
export function localizedPath(language: Language, path: string): string {
  if (path.startsWith('/admin')) return path;
  if (path.startsWith('/?') || path.startsWith('/#')) {
    const home = sitePath('/', language);
    return home === '/' ? path : `${home}${path.slice(1)}`;
  }
  return sitePath(path, language);
}
