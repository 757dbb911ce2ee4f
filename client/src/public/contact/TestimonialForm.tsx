import { testimonialInput } from '@island/shared';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { trpc } from '../../trpc.ts';
import { Field } from '../../ui/form/Field.tsx';
import { FormRefusal } from '../../ui/form/FormRefusal.tsx';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { StarRatingInput } from '../../ui/StarRating.tsx';
import { useT } from '../../i18n/language.tsx';

const EMPTY = { name: '', email: '', origin: '', star: 5, message: '' };
const MESSAGE_MAX = 2000;

/**
 * The visitor's testimonial. Checked here with the server's own schema before anything is sent;
 * a refused or failed send keeps what was typed. Loaded with the Testimoni tab only, so the form
 * library stays out of what every visitor downloads.
 */
export default function TestimonialForm() {
  const { t } = useT();
  const reviewNote = t('contact.testimonial.reviewNote');
  const form = useZodForm(testimonialInput, { defaultValues: EMPTY });
  const message = useWatch({ control: form.control, name: 'message' });
  const [sent, setSent] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const create = trpc.testimonials.create.useMutation();
  const busy = form.formState.isSubmitting;

  const onSubmit = saveHandler(form, {
    send: (checked) => create.mutateAsync(checked),
    success: t('contact.testimonial.sent'),
    successDescription: reviewNote,
    failure: t('contact.testimonial.sendFailed'),
    toastInvalid: false,
    besideButton: setRefused,
    onSaved: () => {
      form.reset(EMPTY);
      setSent(true);
    },
  });

  return (
    <div className="contact-tab">
      <h2 className="contact-tab__title">{t('contact.testimonial.title')}</h2>
      <p className="contact-tab__lead">{t('contact.testimonial.lead')} {reviewNote}</p>

      {sent && (
        <p className="form-success" role="status">
          {t('contact.testimonial.sent')} {reviewNote}
        </p>
      )}

      {/* Typing again hides the 'sent' note. */}
      <form className="form" onSubmit={(event) => void onSubmit(event)} onChange={() => setSent(false)} noValidate aria-busy={busy}>
        <div className="form__row">
          <Field form={form} name="name" label={t('contact.testimonial.name')} required autoComplete="name" maxLength={120} />
          <Field form={form} name="origin" label={t('contact.testimonial.origin')} hint={t('contact.testimonial.originHint')} autoComplete="address-level2" maxLength={120} />
        </div>
        <Field
          form={form}
          name="email"
          label={t('contact.testimonial.email')}
          hint={t('contact.testimonial.emailHint')}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
        />
        <Field
          form={form}
          name="star"
          as="control"
          label={t('contact.testimonial.rating')}
          render={({ value, onChange, error }) => <StarRatingInput label={t('contact.testimonial.rating')} name="star" value={value as number} onChange={onChange} error={error} />}
        />
        <Field form={form} name="message" as="textarea" label={t('contact.testimonial.message')} required hint={t('common.characters', { count: message.length, max: MESSAGE_MAX })} rows={5} maxLength={MESSAGE_MAX} />
        <div className="form__actions">
          <button type="submit" className="button button--primary button--large" disabled={busy}>
            {busy && <span className="spinner__ring spinner__ring--inline" aria-hidden="true" />}
            {t('contact.testimonial.send')}
          </button>
          <FormRefusal text={refused} />
        </div>
      </form>
    </div>
  );
}
