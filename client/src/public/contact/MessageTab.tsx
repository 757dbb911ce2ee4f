import { CONTACT_LIMITS, CONTACT_TEXTS, contactMessageInput } from '@island/shared';
import { type FormEvent, useRef, useState } from 'react';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { fieldErrorsFromIssues, fieldErrorsFromServer, focusFirstInvalid } from '../../ui/fieldErrors.ts';
import { TextAreaField, TextField } from '../../ui/TextField.tsx';
import { toast } from '../../ui/toast.ts';
import { useFormValues } from '../../ui/useFormValues.ts';

interface Values {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}
type Field = keyof Values;

const EMPTY: Values = { name: '', email: '', phone: '', subject: '', message: '' };

/**
 * The 'Pesan' tab: a message to the village staff, who answer by e-mail. Checked here with the
 * server's own schema before anything is sent; a refused or failed send keeps what was typed.
 */
export function MessageTab() {
  const form = useFormValues<Values>(EMPTY);
  const { values, errors, setErrors } = form;
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const create = trpc.contact.create.useMutation();

  const bind = (field: Field) => ({
    name: field,
    error: errors[field],
    value: values[field],
    onChange: (value: string) => {
      form.set(field, value);
      setSent(false);
    },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = contactMessageInput.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues<Field>(parsed.error.issues));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(parsed.data);
      toast.success(CONTACT_TEXTS.sent);
      form.setValues(EMPTY);
      setSent(true);
    } catch (error) {
      setErrors(fieldErrorsFromServer<Field>(error));
      toast.error(messageOf(error, CONTACT_TEXTS.sendFailed));
      focusFirstInvalid(formRef.current);
    }
  }

  const busy = create.isPending;

  return (
    <div className="contact-tab">
      <h2 className="contact-tab__title">Kirim Pesan</h2>
      <p className="contact-tab__lead">
        Punya pertanyaan tentang perjalanan, penginapan, atau paket wisata? Tulis pesan Anda; pengelola desa akan membalas ke
        email Anda.
      </p>

      {sent && (
        <p className="form-success" role="status">
          {CONTACT_TEXTS.sent}
        </p>
      )}

      <form ref={formRef} className="form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
        <div className="form__row">
          <TextField {...bind('name')} label="Nama" required type="text" autoComplete="name" maxLength={120} />
          <TextField {...bind('email')} label="Email" required type="email" autoComplete="email" inputMode="email" maxLength={254} />
        </div>
        <div className="form__row">
          <TextField
            {...bind('phone')}
            label="Telepon / WhatsApp (opsional)"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={CONTACT_LIMITS.phoneMax}
          />
          <TextField {...bind('subject')} label="Subjek" required type="text" maxLength={CONTACT_LIMITS.subjectMax} />
        </div>
        <TextAreaField
          {...bind('message')}
          label="Pesan"
          required
          hint={`${values.message.length}/${CONTACT_LIMITS.messageMax} karakter`}
          rows={6}
          maxLength={CONTACT_LIMITS.messageMax}
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary button--large" disabled={busy}>
            {busy && <span className="spinner__ring spinner__ring--inline" aria-hidden="true" />}
            Kirim Pesan
          </button>
        </div>
      </form>
    </div>
  );
}
