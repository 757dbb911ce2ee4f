import { id, type IndexedPage, PAGE_TEXT_KEYS, PAGE_TITLES, type SiteLang } from '@island/shared';
import { en } from '@island/shared/i18n/en';

/** The interface texts hold each indexed page's description, in each language. */
const TEXTS = { id, en } as const;

/** An indexed page's title and description in a language, as the server writes them into its head. */
export function pageMetaOf(page: IndexedPage, lang: SiteLang): { title: string; description: string } {
  return { title: PAGE_TITLES[page][lang], description: TEXTS[lang].pageDescriptions[PAGE_TEXT_KEYS[page]] };
}
