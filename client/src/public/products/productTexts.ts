import type { Language, Product } from '@island/shared';
import { shownInIndonesian, twinText, type VillageText, writtenInEnglish } from '../../i18n/twin.ts';

/** A product's texts in the page's language (the English twin where written, see twin.ts). */
export interface ProductTexts {
  name: VillageText;
  description: VillageText;
  /** Its main texts (name and description) are written in English: the page has an English twin. */
  inEnglish: boolean;
  /** One of its texts is shown in Indonesian on an English page (the page says so once). */
  someIndonesian: boolean;
}

export function productTexts(product: Pick<Product, 'name' | 'description' | 'en'>, language: Language): ProductTexts {
  const en = product.en;
  const texts = { name: twinText(language, product.name, en?.name), description: twinText(language, product.description, en?.description) };
  return { ...texts, inEnglish: writtenInEnglish(en?.name, en?.description), someIndonesian: shownInIndonesian(Object.values(texts)) };
}
