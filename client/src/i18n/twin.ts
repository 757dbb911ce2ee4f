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

/** The languages of a page whose main text is not yet written in English: one, so hreflang names no twins. */
export const INDONESIAN_ONLY = ['id'] as const;

/** Whether every one of a record's main English texts is written (its page then has an English twin). */
export function writtenInEnglish(...main: (string | null | undefined)[]): boolean {
  return main.every(Boolean);
}

/** Whether one of the texts is shown in Indonesian on an English page (the page then says so once). */
export function shownInIndonesian(texts: readonly (VillageText | null)[]): boolean {
  return texts.some((text) => text?.lang === 'id');
}
