import { id, type Language, type UiTexts } from '@island/shared';
import rosetta from 'rosetta';

/**
 * The public site's texts by language (rosetta: dotted keys, `{{name}}` placeholders, a few
 * hundred bytes). Indonesian is bundled, it is the default page; English is fetched as a chunk
 * of its own the first time an `/en` page opens.
 */
export const i18n = rosetta<UiTexts>({ id });

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

/** The texts of a language already loaded (Indonesian when it is not, which the route loader prevents). */
export function textsOf(language: Language): UiTexts {
  return i18n.table(language) || id;
}
