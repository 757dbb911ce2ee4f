import './contribute.css';
import { ARTICLE_TEXTS, articleCreateInput, type ArticleCategory } from '@island/shared';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { ArticleContentField } from '../../editor/ArticleContentField.tsx';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { fieldErrorsFromIssues, fieldErrorsFromServer, focusFirstInvalid } from '../../ui/fieldErrors.ts';
import { ImageUploadField } from '../../ui/ImageUploadField.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { toast } from '../../ui/toast.ts';
import { useFormValues } from '../../ui/useFormValues.ts';
import { ARTICLE_CATEGORY_LABELS } from '../articles/articleLabels.ts';

interface Values {
  title: string;
  category: ArticleCategory;
  content: string;
  image: string[];
}
type Field = keyof Values;

const EMPTY: Values = { title: '', category: 'tips', content: '', image: [] };
const CATEGORIES = Object.keys(ARTICLE_CATEGORY_LABELS) as ArticleCategory[];
/** The contribute form calls 'tourism' by the specification's word for it. */
const CATEGORY_LABELS: Record<ArticleCategory, string> = { ...ARTICLE_CATEGORY_LABELS, tourism: 'Experience / Tourism' };

/** The 'Artikel' tab (/kontak#contribute): signed-in users send an article for review. */
export function ContributeTab() {
  const { status, user } = useAuth();
  const location = useLocation();

  return (
    <div className="contact-tab">
      <h2 className="contact-tab__title">Kirim Artikel</h2>
      <p className="contact-tab__lead">Bagikan cerita, tips, atau pengalaman budaya Anda di pulau. Tim kami meninjau setiap artikel sebelum diterbitkan.</p>
      {status === 'loading' ? null : user ? (
        <ContributeForm name={user.name} email={user.email} />
      ) : (
        <div className="form-notice" role="note">
          <p>{ARTICLE_TEXTS.loginToContribute}</p>
          <Link className="button button--primary" to="/login" state={{ from: { pathname: location.pathname, search: location.search, hash: '#contribute' } }}>
            Login
          </Link>
        </div>
      )}
    </div>
  );
}

function ContributeForm({ name, email }: { name: string; email: string }) {
  const form = useFormValues<Values>(EMPTY);
  const { values, errors, setErrors } = form;
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const create = trpc.articles.create.useMutation();

  function set<K extends Field>(field: K, value: Values[K]) {
    form.set(field, value);
    setSent(false);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = articleCreateInput.safeParse({
      title: values.title,
      category: values.category,
      content: values.content,
      featuredImage: values.image[0] ?? null,
      status: 'pending',
    });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues<Field>(parsed.error.issues.map((i) => (i.path[0] === 'featuredImage' ? { ...i, path: ['image'] } : i))));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(parsed.data);
      toast.success(ARTICLE_TEXTS.submitted);
      form.setValues(EMPTY);
      setSent(true);
    } catch (error) {
      setErrors(fieldErrorsFromServer<Field>(error));
      toast.error(messageOf(error, ARTICLE_TEXTS.submitFailed));
      focusFirstInvalid(formRef.current);
    }
  }

  const busy = create.isPending;
  return (
    <>
      {sent && (
        <p className="form-success" role="status">
          {ARTICLE_TEXTS.submitted}
        </p>
      )}
      <form ref={formRef} className="form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
        <div className="form__row">
          <TextField label="Nama" value={name} onChange={() => {}} readOnly required hint="Dari akun Anda" />
          <TextField label="Email" type="email" value={email} onChange={() => {}} readOnly required />
        </div>
        <TextField label="Judul" name="title" required maxLength={255} value={values.title} error={errors.title} onChange={(v) => set('title', v)} />
        <SelectField label="Kategori" name="category" required value={values.category} onChange={(v) => set('category', v)} options={CATEGORIES} labels={CATEGORY_LABELS} />
        <ArticleContentField label="Konten" required value={values.content} error={errors.content} onChange={(v) => set('content', v)} />
        <ImageUploadField label="Gambar (opsional)" value={values.image} onChange={(v) => set('image', v)} error={errors.image} allowUrl={false} />
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
