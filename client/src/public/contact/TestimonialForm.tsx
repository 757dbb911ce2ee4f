import { TESTIMONIAL_TEXTS, testimonialInput } from '@island/shared';
import { type FormEvent, useRef, useState } from 'react';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { fieldErrorsFromIssues, fieldErrorsFromServer, focusFirstInvalid } from '../../ui/fieldErrors.ts';
import { StarRatingInput } from '../../ui/StarRating.tsx';
import { TextAreaField, TextField } from '../../ui/TextField.tsx';
import { toast } from '../../ui/toast.ts';
import { useFormValues } from '../../ui/useFormValues.ts';

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
  const form = useFormValues<Values>(EMPTY);
  const { values, errors, setErrors } = form;
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const create = trpc.testimonials.create.useMutation();

  function set<K extends Field>(field: K, value: Values[K]) {
    form.set(field, value);
    setSent(false);
  }

  // A text field's name, value and error; typing clears its error and the 'sent' note.
  const bind = (field: 'name' | 'origin' | 'email' | 'message') => ({
    name: field,
    error: errors[field],
    value: values[field],
    onChange: (value: string) => set(field, value),
  });

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
      form.setValues(EMPTY);
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
          <TextField {...bind('name')} label="Nama" required type="text" autoComplete="name" maxLength={120} />
          <TextField
            {...bind('origin')}
            label="Asal (opsional)"
            hint="Kota atau negara, mis. Makassar"
            type="text"
            autoComplete="address-level2"
            maxLength={120}
          />
        </div>
        <TextField
          {...bind('email')}
          label="Email (opsional)"
          hint="Tidak ditampilkan; hanya untuk pengelola bila perlu menghubungi Anda."
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
        />
        <StarRatingInput label="Rating" name="star" value={values.star} onChange={(star) => set('star', star)} error={errors.star} />
        <TextAreaField {...bind('message')} label="Pesan" required hint={`${values.message.length}/${MESSAGE_MAX} karakter`} rows={5} maxLength={MESSAGE_MAX} />
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
