import { TESTIMONIAL_TEXTS, testimonialInput } from '@island/shared';
import { type FormEvent, useRef, useState } from 'react';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { type FieldErrors, fieldErrorsFromIssues, fieldErrorsFromServer, focusFirstInvalid } from '../../ui/fieldErrors.ts';
import { FormField } from '../../ui/FormField.tsx';
import { StarRatingInput } from '../../ui/StarRating.tsx';
import { toast } from '../../ui/toast.ts';

interface Values {
  name: string;
  email: string;
  origin: string;
  star: number;
  message: string;
}
type Field = keyof Values;

const EMPTY: Values = { name: '', email: '', origin: '', star: 5, message: '' };
const MESSAGE_MAX = 2000;
const REVIEW_NOTE = 'Testimoni Anda akan tampil di beranda setelah ditinjau oleh pengelola.';

/**
 * The visitor's testimonial. Checked here with the server's own schema before anything is sent;
 * a refused or failed send keeps what was typed.
 */
export function TestimonialForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const create = trpc.testimonials.create.useMutation();

  function set<K extends Field>(field: K, value: Values[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setSent(false);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = testimonialInput.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues<Field>(parsed.error.issues));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(parsed.data);
      toast.success(TESTIMONIAL_TEXTS.sent, { description: REVIEW_NOTE });
      setValues(EMPTY);
      setSent(true);
    } catch (error) {
      setErrors(fieldErrorsFromServer<Field>(error));
      toast.error(messageOf(error, TESTIMONIAL_TEXTS.sendFailed));
      focusFirstInvalid(formRef.current);
    }
  }

  const busy = create.isPending;

  return (
    <div className="contact-tab">
      <h2 className="contact-tab__title">Tulis Testimoni</h2>
      <p className="contact-tab__lead">Ceritakan pengalaman Anda di pulau. {REVIEW_NOTE}</p>

      {sent && (
        <p className="form-success" role="status">
          {TESTIMONIAL_TEXTS.sent} {REVIEW_NOTE}
        </p>
      )}

      <form ref={formRef} className="form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
        <div className="form__row">
          <FormField label="Nama" required error={errors.name}>
            {(control) => (
              <input
                {...control}
                name="name"
                type="text"
                autoComplete="name"
                maxLength={120}
                value={values.name}
                onChange={(event) => set('name', event.target.value)}
              />
            )}
          </FormField>
          <FormField label="Asal (opsional)" error={errors.origin} hint="Kota atau negara, mis. Makassar">
            {(control) => (
              <input
                {...control}
                name="origin"
                type="text"
                autoComplete="address-level2"
                maxLength={120}
                value={values.origin}
                onChange={(event) => set('origin', event.target.value)}
              />
            )}
          </FormField>
        </div>
        <FormField label="Email (opsional)" error={errors.email} hint="Tidak ditampilkan; hanya untuk pengelola bila perlu menghubungi Anda.">
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              value={values.email}
              onChange={(event) => set('email', event.target.value)}
            />
          )}
        </FormField>
        <StarRatingInput label="Rating" name="star" value={values.star} onChange={(star) => set('star', star)} error={errors.star} />
        <FormField label="Pesan" required error={errors.message} hint={`${values.message.length}/${MESSAGE_MAX} karakter`}>
          {(control) => (
            <textarea
              {...control}
              name="message"
              rows={5}
              maxLength={MESSAGE_MAX}
              value={values.message}
              onChange={(event) => set('message', event.target.value)}
            />
          )}
        </FormField>
        <div className="form__actions">
          <button type="submit" className="button button--primary button--large" disabled={busy}>
            {busy && <span className="spinner__ring spinner__ring--inline" aria-hidden="true" />}
            Kirim Testimoni
          </button>
        </div>
      </form>
    </div>
  );
}
