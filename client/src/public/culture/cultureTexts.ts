import type { Culture, Language } from '@island/shared';
import { shownInIndonesian, twinText, type VillageText, writtenInEnglish } from '../../i18n/twin.ts';

/** A culture item's texts in the page's language (the English twin where written, see twin.ts). */
export interface CultureTexts {
  title: VillageText;
  description: VillageText;
  /** Its main texts (title and description) are written in English: the page has an English twin. */
  inEnglish: boolean;
  /** One of its texts is shown in Indonesian on an English page (the page says so once). */
  someIndonesian: boolean;
}

export function cultureTexts(culture: Culture, language: Language): CultureTexts {
  const en = culture.en;
  const texts = { title: twinText(language, culture.title, en?.title), description: twinText(language, culture.description, en?.description) };
  return { ...texts, inEnglish: writtenInEnglish(en?.title, en?.description), someIndonesian: shownInIndonesian(Object.values(texts)) };
}
