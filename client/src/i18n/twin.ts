import type { Language } from '@island/shared';

/**
 * A text the village wrote, as a page in `language` shows it: the English twin on an English page
 * when one is written, otherwise the Indonesian, with `lang: 'id'` on an English page so that
 * screen readers and translation tools read it as Indonesian.
 */
export interface VillageText {
  text: string;
  lang?: 'id';
}

export function twinText(language: Language, indonesian: string, english: string | null | undefined): VillageText {
  if (language !== 'en') return { text: indonesian };
  return english ? { text: english } : { text: indonesian, lang: 'id' };
}

/** A list item by item: the English of each item where written (`english` follows the Indonesian's order). */
export function twinItems(language: Language, indonesian: readonly string[], english: readonly string[] | undefined): VillageText[] {
  return indonesian.map((item, index) => twinText(language, item, english?.[index]));
}

/** The same for a text that may be absent. */
export function twinOptional(language: Language, indonesian: string | null, english: string | null | undefined): VillageText | null {
  return indonesian === null ? null : twinText(language, indonesian, english);
}
