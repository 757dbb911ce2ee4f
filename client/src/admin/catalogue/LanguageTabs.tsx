import { type ReactNode, useState } from 'react';
import { type FieldPath, type FieldValues, useWatch } from 'react-hook-form';
import { Field } from '../../ui/form/Field.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import type { ZodForm } from '../../ui/form/useZodForm.ts';
import { englishMissing } from './englishTwin.ts';

// The English tab's pieces live in this one file: the forms that have the tab load them as one
// chunk, which keeps the entry's list of chunks (part of every first visit) as short as it was.

export type FormLanguage = 'id' | 'en';

export interface LanguageTabsProps<V extends FieldValues> {
  form: ZodForm<V, unknown>;
  /** Names the tab list ('Bahasa isi destinasi'). */
  label: string;
  /** How many English texts are missing where the Indonesian is written: the English tab says so. */
  missing: number;
  /** The tab the form opens on: the translator's list opens it on English. */
  initialLanguage?: FormLanguage;
  /** The fields of each tab, as elements (called, not mounted as components, so they are not remade on every render). */
  indonesian: () => ReactNode;
  english: () => ReactNode;
  className?: string;
}

/**
 * A content form's two languages side by side as tabs (decision 0035): the Indonesian required,
 * the English beside it with a count of what is missing. Both stay mounted, so input survives a
 * look at the other tab. The English twin's fields are the form's `en.*`.
 */
export function LanguageTabs<V extends FieldValues>({ form, label, missing, initialLanguage = 'id', indonesian, english, className }: LanguageTabsProps<V>) {
  const [language, setLanguage] = useState<FormLanguage>(initialLanguage);
  // A save refused only for fields of the other tab brings that tab forward, so its messages are seen.
  // Looked at once per save tried (React's way of adjusting state to a change seen in render),
  // once the save has settled, when the schema's and the server's errors are all in.
  const { errors, submitCount, isSubmitting } = form.formState;
  const [seenSubmit, setSeenSubmit] = useState(submitCount);
  if (!isSubmitting && submitCount !== seenSubmit) {
    setSeenSubmit(submitCount);
    const other: FormLanguage = language === 'id' ? 'en' : 'id';
    if (!errorIn(errors, language) && errorIn(errors, other)) setLanguage(other);
  }
  return (
    <Tabs
      label={label}
      tabs={[
        { id: 'id', label: 'Bahasa Indonesia' },
        { id: 'en', label: missing > 0 ? `English (${missing} belum diisi)` : 'English' },
      ]}
      value={language}
      onChange={setLanguage}
      keepMounted
      className={className ?? 'form-languages'}
    >
      {(tab) => (tab === 'en' ? english() : indonesian())}
    </Tabs>
  );
}

/** Whether the form's errors include one on the given tab's fields. */
function errorIn(errors: object, tab: FormLanguage): boolean {
  return Object.keys(errors).some((key) => (key === 'en') === (tab === 'en'));
}

/** One English box: the text it translates (the Indonesian field of the same name) and how it is written. */
export interface EnglishTextField<K extends string> {
  key: K;
  label: string;
  maxLength?: number;
  /** A textarea of this many rows; a one-line input without. */
  rows?: number;
}

/**
 * The English tab of a content form with plain texts: one box per text beside the Indonesian
 * field of the same name, each marked while missing (its Indonesian written, it not). Every
 * English text may stay empty: the English page then shows the Indonesian, marked as such.
 */
export function EnglishTextFields<V extends FieldValues, K extends string>({
  form,
  fields,
  children,
}: {
  form: ZodForm<V, unknown>;
  fields: readonly EnglishTextField<K>[];
  /** The kind's own English fields after the boxes (an editor's HTML, which a box cannot hold). */
  children?: ReactNode;
}) {
  const names = fields.flatMap((field) => [field.key, `en.${field.key}`]) as FieldPath<V>[];
  const values = useWatch({ control: form.control, name: names }) as (string | null | undefined)[];
  return (
    <div className="form-english">
      <p className="field__hint">Opsional. Yang kosong tampil dalam bahasa Indonesia di halaman berbahasa Inggris, dengan keterangan belum diterjemahkan.</p>
      {fields.map((field, index) => (
        <Field
          key={field.key}
          form={form}
          name={`en.${field.key}` as FieldPath<V>}
          label={field.label}
          maxLength={field.maxLength}
          hint={englishMissing(values[index * 2], values[index * 2 + 1]) ? 'Belum diisi' : undefined}
          {...(field.rows ? { as: 'textarea' as const, rows: field.rows } : {})}
        />
      ))}
      {children}
    </div>
  );
}
