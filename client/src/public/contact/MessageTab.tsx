import { CONTACT_LIMITS, contactMessageInput } from '@island/shared';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { trpc } from '../../trpc.ts';
import { Field } from '../../ui/form/Field.tsx';
import { FormRefusal } from '../../ui/form/FormRefusal.tsx';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { useT } from '../../i18n/language.tsx';

const EMPTY = { name: '', email: '', phone: '', subject: '', message: '' };

/**
 * The 'Pesan' tab: a message to the village staff, who answer by e-mail. Checked here with the
 * server's own schema before anything is sent; a refused or failed send keeps what was typed.
 * Loaded with the contact page only, so the form library stays out of the first download.
 */
export default function MessageTab() {
  const { t } = useT();
  const form = useZodForm(contactMessageInput, { defaultValues: EMPTY });
  const message = useWatch({ control: form.control, name: 'message' });
  const [sent, setSent] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const create = trpc.contact.create.useMutation();
  const busy = form.formState.isSubmitting;

  const onSubmit = saveHandler(form, {
    send: (checked) => create.mutateAsync(checked),
    success: t('contact.message.sent'),
    failure: t('contact.message.sendFailed'),
    toastInvalid: false,
    besideButton: setRefused,
    onSaved: () => {
      form.reset(EMPTY);
      setSent(true);
    },
  });

  return (
    <div className="contact-tab">
      <h2 className="contact-tab__title">{t('contact.message.title')}</h2>
      <p className="contact-tab__lead">{t('contact.message.lead')}</p>

      {sent && (
        <p className="form-success" role="status">
          {t('contact.message.sent')}
        </p>
      )}

      {/* Typing again hides the 'sent' note. */}
      <form className="form" onSubmit={(event) => void onSubmit(event)} onChange={() => setSent(false)} noValidate aria-busy={busy}>
        <div className="form__row">
          <Field form={form} name="name" label={t('contact.message.name')} required autoComplete="name" maxLength={120} />
          <Field form={form} name="email" label={t('contact.message.email')} required type="email" autoComplete="email" inputMode="email" maxLength={254} />
        </div>
        <div className="form__row">
          <Field
            form={form}
            name="phone"
            label={t('contact.message.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={CONTACT_LIMITS.phoneMax}
          />
          <Field form={form} name="subject" label={t('contact.message.subject')} required maxLength={CONTACT_LIMITS.subjectMax} />
        </div>
        <Field
          form={form}
          name="message"
          as="textarea"
          label={t('contact.message.message')}
          required
          hint={t('common.characters', { count: message.length, max: CONTACT_LIMITS.messageMax })}
          rows={6}
          maxLength={CONTACT_LIMITS.messageMax}
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary button--large" disabled={busy}>
            {busy && <span className="spinner__ring spinner__ring--inline" aria-hidden="true" />}
            {t('contact.message.send')}
          </button>
          <FormRefusal text={refused} />
        </div>
      </form>
    </div>
  );
}
