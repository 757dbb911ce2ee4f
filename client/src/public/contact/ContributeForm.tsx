import { ARTICLE_CATEGORIES, type ArticleCategory, articleCreateInput } from '@island/shared';
import { useState } from 'react';
import { ArticleContentField } from '../../editor/ArticleContentField.tsx';
import { trpc } from '../../trpc.ts';
import { Field, optionsOf } from '../../ui/form/Field.tsx';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { FieldLayout } from '../../ui/form/FieldLayout.tsx';
import { ImageUploadField } from '../../ui/ImageUploadField.tsx';
import { useT } from '../../i18n/language.tsx';

interface Values {
  title: string;
  category: ArticleCategory;
  content: string;
  featuredImage: string[];
}

const EMPTY: Values = { title: '', category: 'tips', content: '', featuredImage: [] };

/** A signed-in user's article, sent for review (`pending`). */
export default function ContributeForm({ name, email }: { name: string; email: string }) {
  const { t, texts } = useT();
  // The contribute form calls 'tourism' by the specification's word for it.
  const categoryOptions = optionsOf(ARTICLE_CATEGORIES, { ...texts.categories.article, tourism: t('contact.contribute.tourism') });
  const form = useZodForm(articleCreateInput, {
    defaultValues: EMPTY,
    toInput: (values: Values) => ({ ...values, featuredImage: values.featuredImage[0] ?? null, status: 'pending' }),
  });
  const [sent, setSent] = useState(false);
  const create = trpc.articles.create.useMutation();
  const busy = form.formState.isSubmitting;

  const onSubmit = saveHandler(form, {
    send: (checked) => create.mutateAsync(checked),
    success: t('contact.contribute.submitted'),
    failure: t('contact.contribute.submitFailed'),
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
          {t('contact.contribute.submitted')}
        </p>
      )}
      <form className="form" onSubmit={(event) => void onSubmit(event)} onChange={() => setSent(false)} noValidate aria-busy={busy}>
        <div className="form__row">
          <FieldLayout label={t('contact.contribute.name')} hint={t('contact.contribute.fromAccount')}>
            {(control) => <input {...control} value={name} readOnly />}
          </FieldLayout>
          <FieldLayout label={t('contact.contribute.email')}>{(control) => <input {...control} type="email" value={email} readOnly />}</FieldLayout>
        </div>
        <Field form={form} name="title" label={t('contact.contribute.articleTitle')} required maxLength={255} />
        <Field form={form} name="category" as="select" label={t('contact.contribute.category')} required options={categoryOptions} />
        <Field
          form={form}
          name="content"
          as="control"
          label={t('contact.contribute.content')}
          required
          render={({ value, onChange, error, label, required }) => (
            <ArticleContentField label={String(label)} required={required} value={value as string} onChange={onChange} error={error} />
          )}
        />
        <Field
          form={form}
          name="featuredImage"
          as="control"
          label={t('contact.contribute.image')}
          render={({ value, onChange, error, label }) => (
            <ImageUploadField label={String(label)} value={value as string[]} onChange={onChange} error={error} allowUrl={false} />
          )}
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary button--large" disabled={busy}>
            {busy && <span className="spinner__ring spinner__ring--inline" aria-hidden="true" />}
            {t('contact.contribute.send')}
          </button>
        </div>
      </form>
    </>
  );
}
