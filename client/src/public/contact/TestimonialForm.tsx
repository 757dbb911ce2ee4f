import { TESTIMONIAL_TEXTS, testimonialInput } from '@island/shared';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { trpc } from '../../trpc.ts';
import { Field } from '../../ui/form/Field.tsx';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { StarRatingInput } from '../../ui/StarRating.tsx';

const EMPTY = { name: '', email: '', origin: '', star: 5, message: '' };
const MESSAGE_MAX = 2000;
const REVIEW_NOTE = 'Testimoni Anda akan tampil di beranda setelah ditinjau oleh pengelola.';

/**
 * The visitor's testimonial. Checked here with the server's own schema before anything is sent;
 * a refused or failed send keeps what was typed. Loaded with the Testimoni tab only, so the form
 * library stays out of what every visitor downloads.
 */
export default function TestimonialForm() {
  const form = useZodForm(testimonialInput, { defaultValues: EMPTY });
  const message = useWatch({ control: form.control, name: 'message' });
  const [sent, setSent] = useState(false);
  const create = trpc.testimonials.create.useMutation();
  const busy = form.formState.isSubmitting;

  const onSubmit = saveHandler(form, {
    send: (checked) => create.mutateAsync(checked),
    success: TESTIMONIAL_TEXTS.sent,
    successDescription: REVIEW_NOTE,
    failure: TESTIMONIAL_TEXTS.sendFailed,
    toastInvalid: false,
    onSaved: () => {
      form.reset(EMPTY);
      setSent(true);
    },
  });

  return (
    <div className="contact-tab">
      <h2 className="contact-tab__title">Tulis Testimoni</h2>
      <p className="contact-tab__lead">Ceritakan pengalaman Anda di pulau. {REVIEW_NOTE}</p>

      {sent && (
        <p className="form-success" role="status">
          {TESTIMONIAL_TEXTS.sent} {REVIEW_NOTE}
        </p>
      )}

      {/* Typing again hides the 'sent' note. */}
      <form className="form" onSubmit={(event) => void onSubmit(event)} onChange={() => setSent(false)} noValidate aria-busy={busy}>
        <div className="form__row">
          <Field form={form} name="name" label="Nama" required autoComplete="name" maxLength={120} />
          <Field form={form} name="origin" label="Asal (opsional)" hint="Kota atau negara, mis. Makassar" autoComplete="address-level2" maxLength={120} />
        </div>
        <Field
          form={form}
          name="email"
          label="Email (opsional)"
          hint="Tidak ditampilkan; hanya untuk pengelola bila perlu menghubungi Anda."
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
        />
        <Field
          form={form}
          name="star"
          as="control"
          label="Rating"
          render={({ value, onChange, error }) => <StarRatingInput label="Rating" name="star" value={value as number} onChange={onChange} error={error} />}
        />
        <Field form={form} name="message" as="textarea" label="Pesan" required hint={`${message.length}/${MESSAGE_MAX} karakter`} rows={5} maxLength={MESSAGE_MAX} />
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
