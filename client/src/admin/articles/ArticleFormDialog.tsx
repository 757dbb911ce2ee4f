import { ARTICLE_CATEGORIES, ARTICLE_EXCERPT_MAX, ARTICLE_STATUSES, ARTICLE_TEXTS, type Article, articleCreateInput, type ArticleStatus, ID_LABELS } from '@island/shared';
import { useId } from 'react';
import { ArticleContentField } from '../../editor/ArticleContentField.tsx';
import { ARTICLE_CATEGORY_LABELS } from '../../public/articles/articleLabels.ts';
import { trpc } from '../../trpc.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { useDiscardGuard } from '../../ui/useDiscardGuard.tsx';
import { Field, optionsOf } from '../../ui/form/Field.tsx';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { ImageUploadField } from '../../ui/ImageUploadField.tsx';
import { articleFieldOf, articleFormValues, type ArticleFormValues, articlePayload, missingArticleEnglish } from './articleForm.ts';
import { LastChangeNote } from '../audit/LastChangeNote.tsx';
import { useWatch } from 'react-hook-form';
import { EnglishTextFields, type EnglishTextField, type FormLanguage, LanguageTabs } from '../catalogue/LanguageTabs.tsx';
import { englishMissing, htmlWords } from '../catalogue/englishTwin.ts';

const CATEGORY_OPTIONS = optionsOf(ARTICLE_CATEGORIES, ARTICLE_CATEGORY_LABELS);
const STATUS_OPTIONS = optionsOf(ARTICLE_STATUSES, ID_LABELS.articleStatus);

/** The English boxes; the content is written in its own editor after them. */
const ENGLISH_FIELDS: readonly EnglishTextField<'title' | 'excerpt'>[] = [
  { key: 'title', label: 'Title (English)', maxLength: 255 },
  { key: 'excerpt', label: 'Excerpt (English)', maxLength: ARTICLE_EXCERPT_MAX, rows: 2 },
];

export interface ArticleFormDialogProps {
  open: boolean;
  /** The article being edited, or null for a new one. */
  editing: Article | null;
  /** Staff have a status selector and 'Save'; authors 'Save as Draft' and 'Submit for Review'. */
  staff: boolean;
  onClose: () => void;
  /** The tab the form opens on: the translator's list opens it on English. */
  initialLanguage?: FormLanguage;
}

/** Add or edit an article: title, rich-text content, category, tags, featured image and switch. */
export function ArticleFormDialog({ open, editing, staff, onClose, initialLanguage }: ArticleFormDialogProps) {
  const form = useZodForm(articleCreateInput, {
    defaultValues: articleFormValues(editing),
    toInput: (values: ArticleFormValues) => articlePayload(values),
    fieldOf: articleFieldOf,
    resetKey: open && editing,
  });
  const formId = useId();
  const utils = trpc.useUtils();
  const create = trpc.articles.create.useMutation();
  const update = trpc.articles.update.useMutation();
  const busy = form.formState.isSubmitting;
  const watched = useWatch({ control: form.control }) as ArticleFormValues;
  const guard = useDiscardGuard(open && form.formState.isDirty);
  const requestClose = () => guard.discardThen(onClose);

  const onSubmit = saveHandler(form, {
    send: (checked) => (editing ? update.mutateAsync({ ...checked, id: editing.id }) : create.mutateAsync(checked)),
    success: (saved) => (saved.status === 'pending' && !staff ? ARTICLE_TEXTS.submitted : editing ? ARTICLE_TEXTS.updated : ARTICLE_TEXTS.created),
    failure: ARTICLE_TEXTS.submitFailed,
    onSaved: async () => {
      await utils.articles.invalidate();
      void utils.profile.invalidate();
      onClose();
    },
  });

  /** An author's two buttons: the status they choose, then the one save path. */
  function saveAs(status: ArticleStatus) {
    form.setValue('status', status);
    void onSubmit();
  }

  const spinner = busy && <span className="spinner__ring spinner__ring--inline" aria-hidden="true" />;
  const footer = (
    <>
      <button type="button" className="button button--ghost" onClick={requestClose} disabled={busy}>
        Batal
      </button>
      {staff ? (
        <button type="submit" form={formId} className="button button--primary" disabled={busy} aria-busy={busy}>
          {spinner}
          Save
        </button>
      ) : (
        <>
          <button type="button" className="button button--ghost" onClick={() => saveAs('draft')} disabled={busy}>
            Save as Draft
          </button>
          <button type="button" className="button button--primary" onClick={() => saveAs('pending')} disabled={busy} aria-busy={busy}>
            {spinner}
            Submit for Review
          </button>
        </>
      )}
    </>
  );

  return (
    <>
      <Dialog open={open} title={editing ? 'Edit Artikel' : 'Tambah Artikel'} onClose={requestClose} size="lg" dismissible={!busy} footer={footer}>
        {editing && <LastChangeNote entity="articles" entityId={editing.id} />}
        {editing?.status === 'rejected' && editing.rejectionReason && (
          <div className="article-rejection" role="note">
            <strong>Alasan penolakan:</strong> {editing.rejectionReason}
          </div>
        )}
        <form
          id={formId}
          className="form"
          noValidate
          aria-busy={busy}
          onSubmit={(event) => {
            event.preventDefault();
            // Staff save with the status selected; an author's Enter submits for review.
            if (staff) void onSubmit();
            else saveAs('pending');
          }}
        >
          <LanguageTabs
            form={form}
            label="Bahasa isi artikel"
            missing={missingArticleEnglish(watched)}
            initialLanguage={initialLanguage}
            indonesian={indonesianFields}
            english={englishFields}
          />
        </form>
      </Dialog>
      {guard.prompt}
    </>
  );

  /** The Indonesian fields, as elements (not a component of its own: it would mount anew on every render). */
  function indonesianFields() {
    return (
      <>
        <Field form={form} name="title" label="Judul" required maxLength={255} />
        <div className="form__row">
          <Field form={form} name="category" as="select" label="Kategori" required options={CATEGORY_OPTIONS} />
          {staff && <Field form={form} name="status" as="select" label="Status" options={STATUS_OPTIONS} />}
        </div>
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
        <Field form={form} name="excerpt" as="textarea" label="Ringkasan (opsional)" rows={2} maxLength={500} hint="Dikosongkan: diambil dari awal konten." />
        <Field form={form} name="tags" label="Tag" hint="Pisahkan dengan koma, mis. pantai, snorkeling" maxLength={600} />
        <Field
          form={form}
          name="featuredImage"
          as="control"
          label="Gambar utama"
          render={({ value, onChange, error, label }) => (
            <ImageUploadField label={String(label)} value={value as string[]} onChange={onChange} error={error} allowUrl={false} />
          )}
        />
        <Field form={form} name="isFeatured" as="checkbox" label="Artikel unggulan" />
      </>
    );
  }

  /** The English boxes, and the content in its own editor, marked while missing like the boxes. */
  function englishFields() {
    return (
      <EnglishTextFields form={form} fields={ENGLISH_FIELDS}>
        <Field
          form={form}
          name="en.content"
          as="control"
          label="Content (English)"
          hint={englishMissing(htmlWords(watched.content), htmlWords(watched.en?.content)) ? 'Belum diisi' : undefined}
          render={({ value, onChange, error, label, hint }) => (
            <ArticleContentField label={String(label)} value={value as string} onChange={onChange} error={error} hint={hint} />
          )}
        />
      </EnglishTextFields>
    );
  }
}
