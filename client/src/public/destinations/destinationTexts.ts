import type { Destination, Language } from '@island/shared';
import { shownInIndonesian, twinOptional, twinText, type VillageText, writtenInEnglish } from '../../i18n/twin.ts';

/** A destination's texts in the page's language (the English twin where written, see twin.ts). */
export interface DestinationTexts {
  title: VillageText;
  shortDescription: VillageText;
  description: VillageText | null;
  /** Its main texts (title and short description) are written in English: the page has an English twin. */
  inEnglish: boolean;
  /** One of its texts is shown in Indonesian on an English page (the page says so once). */
  someIndonesian: boolean;
}

export function destinationTexts(destination: Destination, language: Language): DestinationTexts {
  const en = destination.en;
  const texts = {
    title: twinText(language, destination.title, en?.title),
    shortDescription: twinText(language, destination.shortDescription, en?.shortDescription),
    description: twinOptional(language, destination.description, en?.description),
  };
  return { ...texts, inEnglish: writtenInEnglish(en?.title, en?.shortDescription), someIndonesian: shownInIndonesian(Object.values(texts)) };
}
