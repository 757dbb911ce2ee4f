import { id, type Language, type UiTexts } from '@island/shared';
import rosetta from 'rosetta';

/**
 * The public site's texts by language (rosetta: dotted keys, `{{name}}` placeholders, a few
 * hundred bytes). Indonesian is bundled but for the texts of the pages that bring their own
 * (contact, map: id-pages.ts), fetched with those pages; English is fetched as a chunk
 * of its own the first time an `/en` page opens.
 */
// The page texts are set before any page that reads them renders (loadPageTexts).
export const i18n = rosetta<UiTexts>({ id: id as unknown as UiTexts });

/** Every text's key, `section.key`, checked against the Indonesian texts. */
export type TextKey = Leaves<UiTexts>;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type TextParams = Record<string, string | number>;

/** Whether a text is said of one thing: its `count` or `n` is 1 (a number, or a formatted "1"). */
function isOfOne(params: TextParams | undefined): boolean {
  return params !== undefined && (String(params.count) === '1' || String(params.n) === '1');
}

/** A text in a language, filled in; for a count of one, the language's singular where it has one (`one.<key>`). */
export function translate(key: TextKey, params: TextParams | undefined, language: Language): string {
  return (isOfOne(params) && i18n.t(`one.${key}`, params, language)) || i18n.t(key, params, language);
}

const loaders: Record<Exclude<Language, 'id'>, () => Promise<UiTexts>> = {
  en: () => import('@island/shared/i18n/en').then((module) => module.en),
};

/** Fetches a language's texts once; resolves when they can be used. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'id' || i18n.table(language)) return;
  i18n.set(language, await loaders[language]());
}

let pageTexts: Promise<void> | undefined;

/**
 * Fetches the Indonesian texts of the pages that bring their own, once (English has them all).
 * Every public route but home waits for it in its loader, as `/en` waits for English.
 */
export function loadPageTexts(): Promise<void> {
  pageTexts ??= import('@island/shared/i18n/id-pages').then(
    (module) => i18n.set('id', module.ID_PAGE_TEXTS as unknown as UiTexts),
    (error: unknown) => {
      // Offline or a failed fetch: the next navigation tries again.
      pageTexts = undefined;
      throw error;
    },
  );
  return pageTexts;
}

/** The texts of a language already loaded (Indonesian when it is not, which the route loader prevents). */
export function textsOf(language: Language): UiTexts {
  return i18n.table(language) || (id as unknown as UiTexts);
}
