/**
 * The English twin of a content form with plain texts (destinations, culture…): held as `en`,
 * one string per text, beside the Indonesian fields of the same names (decision 0035).
 */
export type EnglishFormValues<K extends string> = Record<K, string>;

/** The form's English boxes from the answer's twin (null: none written yet). */
export function englishFormValues<K extends string>(keys: readonly K[], en: Partial<Record<K, string | null>> | null | undefined): EnglishFormValues<K> {
  return Object.fromEntries(keys.map((key) => [key, en?.[key] ?? ''])) as EnglishFormValues<K>;
}

/** Whether an English box is missing: its Indonesian text is written and it is not. */
export function englishMissing(indonesian: string | null | undefined, english: string | null | undefined): boolean {
  return (indonesian ?? '').trim() !== '' && (english ?? '').trim() === '';
}

/** How many English texts are missing where the Indonesian one is written: the count the English tab shows. */
export function missingEnglishTexts<K extends string>(keys: readonly K[], values: Record<K, string> & { en: EnglishFormValues<K> }): number {
  return keys.filter((key) => englishMissing(values[key], values.en[key])).length;
}

/** The words of an editor's HTML, to tell an empty editor (`<p></p>`) from a written one. */
export function htmlWords(html: string | null | undefined): string {
  return (html ?? '').replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').trim();
}
