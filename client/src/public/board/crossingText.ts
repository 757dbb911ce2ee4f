import type { Language } from '@island/shared';

/**
 * A crossing's time in the page's language: the server's English wording of its minutes, or the
 * Indonesian text marked as such. Apart from i18n/twin.ts, which the home page's first visit
 * would otherwise have to fetch as one more chunk.
 */
export function crossingText(language: Language, boat: { duration: string; durationEn: string | null }): { text: string; lang?: 'id' } {
  if (language !== 'en') return { text: boat.duration };
  return boat.durationEn ? { text: boat.durationEn } : { text: boat.duration, lang: 'id' };
}
