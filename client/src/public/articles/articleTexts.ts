import type { Language } from '@island/shared';
import { shownInIndonesian, twinText, type VillageText, writtenInEnglish } from '../../i18n/twin.ts';

/** An article's texts as a card shows them, in the page's language (the English twin where written, see twin.ts). */
export interface ArticleCardTexts {
  title: VillageText;
  excerpt: VillageText;
}

/** What the texts are read from: a card's fields, and its twin's (the card's or the whole article's). */
interface Twinned {
  title: string;
  excerpt: string;
  en: { title: string | null; excerpt: string | null } | null;
}

export function articleCardTexts(article: Twinned, language: Language): ArticleCardTexts {
  return { title: twinText(language, article.title, article.en?.title), excerpt: twinText(language, article.excerpt, article.en?.excerpt) };
}

/** An article's page texts: the card's and its content (sanitised HTML, in the language its `lang` says). */
export interface ArticleTexts extends ArticleCardTexts {
  content: VillageText;
  /** Its main texts (title and content) are written in English: the page has an English twin. */
  inEnglish: boolean;
  /** One of its texts is shown in Indonesian on an English page (the page says so once). */
  someIndonesian: boolean;
}

export function articleTexts(
  article: Twinned & { content: string; en: { title: string | null; excerpt: string | null; content: string | null } | null },
  language: Language,
): ArticleTexts {
  const texts = { ...articleCardTexts(article, language), content: twinText(language, article.content, article.en?.content) };
  return { ...texts, inEnglish: writtenInEnglish(article.en?.title, article.en?.content), someIndonesian: shownInIndonesian([texts.title, texts.content]) };
}
