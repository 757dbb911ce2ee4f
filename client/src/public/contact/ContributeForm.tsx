import { ARTICLE_CATEGORIES, ARTICLE_TEXTS, type ArticleCategory, articleCreateInput } from '@island/shared';
import { useState } from 'react';
import { ArticleContentField } from '../../editor/ArticleContentField.tsx';
import { trpc } from '../../trpc.ts';
import { Field, optionsOf } from '../../ui/form/Field.tsx';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { FormField } from '../../ui/FormField.tsx';
import { ImageUploadField } from '../../ui/ImageUploadField.tsx';
import { ARTICLE_CATEGORY_LABELS } from '../articles/articleLabels.ts';

interface Values {
  title: string;
  category: ArticleCategory;
  content: string;
  featuredImage: string[];
}

const EMPTY: Values = { title: '', category: 'tips', content: '', featuredImage: [] };
/** The contribute form calls 'tourism' by the specification's word for it. */
const CATEGORY_OPTIONS = optionsOf(ARTICLE_CATEGORIES, { ...ARTICLE_CATEGORY_LABELS, tourism: 'Experience / Tourism' });

/** A signed-in user's article, sent for review (`pending`). */
export default function ContributeForm({ name, email }: { name: string; email: string }) {
  const form = useZodForm(articleCreateInput, {
    defaultValues: EMPTY,
    toInput: (values: Values) => ({ ...values, featuredImage: values.featuredImage[0] ?? null, status: 'pending' }),
  });
  const [sent, setSent] = useState(false);
  const create = trpc.articles.create.useMutation();
  const busy = form.formState.isSubmitting;

  const onSubmit = saveHandler(form, {
    send: (checked) => create.mutateAsync(checked),
    success: ARTICLE_TEXTS.submitted,
    failure: ARTICLE_TEXTS.submitFailed,
    toastInvalid: false,
    onSaved: () => {
      form.reset(EMPTY);
      setSent(true);
    },
  });

  return (
    <>
      {sent && (
        <p className="form-success" role="status">
          {ARTICLE_TEXTS.submitted}
        </p>
      )}
      <form className="form" onSubmit={(event) => void onSubmit(event)} onChange={() => setSent(false)} noValidate aria-busy={busy}>
        <div className="form__row">
          <FormField label="Nama" hint="Dari akun Anda">
            {(control) => <input {...control} value={name} readOnly />}
          </FormField>
          <FormField label="Email">{(control) => <input {...control} type="email" value={email} readOnly />}</FormField>
        </div>
        <Field form={form} name="title" label="Judul" required maxLength={255} />
        <Field form={form} name="category" as="select" label="Kategori" required options={CATEGORY_OPTIONS} />
        <Field
          form={form}
          name="content"
          as="control"
          label="Konten"
          required
          render={({ value, onChange, error, label, required }) => (
            <ArticleContentField label={String(label)} required={required} value={value as string} onChange={onChange} error={error} />
          )}
        />
        <Field
          form={form}
          name="featuredImage"
          as="control"
          label="Gambar (opsional)"
          render={({ value, onChange, error, label }) => (
            <ImageUploadField label={String(label)} value={value as string[]} onChange={onChange} error={error} allowUrl={false} />
          )}
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary button--large" disabled={busy}>
            {busy && <span className="spinner__ring spinner__ring--inline" aria-hidden="true" />}
            Kirim Artikel
          </button>
        </div>
      </form>
    </>
  );
}
