import type { IslandEvent, Language } from '@island/shared';
import { shownInIndonesian, twinOptional, twinText, type VillageText, writtenInEnglish } from '../../i18n/twin.ts';

/** An event's texts in the page's language (the English twin where written, see twin.ts). */
export interface EventTexts {
  title: VillageText;
  place: VillageText;
  /** Sanitised HTML, in the language its `lang` says. */
  description: VillageText;
  price: VillageText | null;
  /** The destination's name, as the event's answer has it: Indonesian (its English title is not read with the event). */
  destinationName: VillageText | null;
  /** Its main texts (title and description) are written in English: the page has an English twin. */
  inEnglish: boolean;
  /** One of its texts is shown in Indonesian on an English page (the page says so once). */
  someIndonesian: boolean;
}

export function eventTexts(event: IslandEvent, language: Language): EventTexts {
  const en = event.en;
  const texts = {
    title: twinText(language, event.title, en?.title),
    place: twinText(language, event.place, en?.place),
    description: twinText(language, event.description, en?.description),
    price: twinOptional(language, event.price, en?.price),
  };
  return {
    ...texts,
    destinationName: twinOptional(language, event.destinationName, undefined),
    inEnglish: writtenInEnglish(en?.title, en?.description), someIndonesian: shownInIndonesian(Object.values(texts)),
  };
}
