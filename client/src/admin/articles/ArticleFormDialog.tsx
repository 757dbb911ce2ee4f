import { ARTICLE_CATEGORIES, ARTICLE_STATUSES, ARTICLE_TEXTS, type Article, type ArticleStatus } from '@island/shared';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { ArticleContentField } from '../../editor/ArticleContentField.tsx';
import { messageOf } from '../../errors.ts';
import { ARTICLE_CATEGORY_LABELS, ARTICLE_STATUS_LABELS } from '../../public/articles/articleLabels.ts';
import { trpc } from '../../trpc.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { fieldErrorsFromServer, focusFirstInvalid } from '../../ui/fieldErrors.ts';
import { ImageUploadField } from '../../ui/ImageUploadField.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextAreaField, TextField } from '../../ui/TextField.tsx';
import { toast } from '../../ui/toast.ts';
import { useFormValues } from '../../ui/useFormValues.ts';
import { type ArticleField, articleFormValues, type ArticleFormValues, articlePayload } from './articleForm.ts';

export interface ArticleFormDialogProps {
  open: boolean;
  /** The article being edited, or null for a new one. */
  editing: Article | null;
  /** Staff have a status selector and 'Save'; authors 'Save as Draft' and 'Submit for Review'. */
  staff: boolean;
  onClose: () => void;
}

/** Add or edit an article: title, rich-text content, category, tags, featured image and switch. */
export function ArticleFormDialog({ open, editing, staff, onClose }: ArticleFormDialogProps) {
  const form = useFormValues<ArticleFormValues>(() => articleFormValues(editing));
  const { values, errors, setErrors, setValues, bind } = form;
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const utils = trpc.useUtils();
  const create = trpc.articles.create.useMutation();
  const update = trpc.articles.update.useMutation();
  const busy = create.isPending || update.isPending;

  // Each opening starts from the article chosen (or an empty draft).
  useEffect(() => {
    if (open) {
      setValues(articleFormValues(editing));
      setErrors({});
    }
  }, [open, editing, setValues, setErrors]);

  async function save(status: ArticleStatus) {
    const checked = articlePayload(values, status);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      const saved = editing ? await update.mutateAsync({ id: editing.id, ...checked.payload }) : await create.mutateAsync(checked.payload);
      await utils.articles.invalidate();
      void utils.profile.invalidate();
      toast.success(status === 'pending' && !staff ? ARTICLE_TEXTS.submitted : editing ? ARTICLE_TEXTS.updated : ARTICLE_TEXTS.created, {
        description: saved.title,
      });
      onClose();
    } catch (error) {
      setErrors(fieldErrorsFromServer<ArticleField>(error));
      toast.error(messageOf(error, ARTICLE_TEXTS.submitFailed));
      focusFirstInvalid(formRef.current);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Staff save with the status selected; an author's Enter submits for review.
    void save(staff ? values.status : 'pending');
  }

  const footer = staff ? (
    <>
      <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
        Batal
      </button>
      <button type="submit" form={formId} className="button button--primary" disabled={busy} aria-busy={busy}>
        {busy && <span className="spinner__ring spinner__ring--inline" aria-hidden="true" />}
        Save
      </button>
    </>
  ) : (
    <>
      <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
        Batal
      </button>
      <button type="button" className="button button--ghost" onClick={() => void save('draft')} disabled={busy}>
        Save as Draft
      </button>
      <button type="submit" form={formId} className="button button--primary" disabled={busy} aria-busy={busy}>
        {busy && <span className="spinner__ring spinner__ring--inline" aria-hidden="true" />}
        Submit for Review
      </button>
    </>
  );

  return (
    <Dialog open={open} title={editing ? 'Edit Artikel' : 'Tambah Artikel'} onClose={onClose} size="lg" dismissible={!busy} footer={footer}>
      {editing?.status === 'rejected' && editing.rejectionReason && (
        <div className="article-rejection" role="note">
          <strong>Alasan penolakan:</strong> {editing.rejectionReason}
        </div>
      )}
      <form id={formId} ref={formRef} className="form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <TextField {...bind('title')} name="title" label="Judul" required maxLength={255} />
        <div className="form__row">
          <SelectField {...bind('category')} label="Kategori" required options={ARTICLE_CATEGORIES} labels={ARTICLE_CATEGORY_LABELS} />
          {staff && <SelectField {...bind('status')} label="Status" options={ARTICLE_STATUSES} labels={ARTICLE_STATUS_LABELS} />}
        </div>
        <ArticleContentField label="Konten" required value={values.content} error={errors.content} onChange={(html) => form.set('content', html)} />
        <TextAreaField {...bind('excerpt')} label="Ringkasan (opsional)" rows={2} maxLength={500} hint="Dikosongkan: diambil dari awal konten." />
        <TextField {...bind('tags')} label="Tag" hint="Pisahkan dengan koma, mis. pantai, snorkeling" maxLength={600} />
        <ImageUploadField label="Gambar utama (Featured image)" value={values.featuredImage} onChange={(v) => form.set('featuredImage', v)} error={errors.featuredImage} allowUrl={false} />
        <label className="field--check">
          <input type="checkbox" checked={values.isFeatured} onChange={(event) => form.set('isFeatured', event.target.checked)} />
          <span>Artikel unggulan (Featured)</span>
        </label>
      </form>
    </Dialog>
  );
}
