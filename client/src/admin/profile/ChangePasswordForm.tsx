import { ownPasswordInput, USER_TEXTS } from '@island/shared';
import { storeToken } from '../../tokenStorage.ts';
import { trpc } from '../../trpc.ts';
import { Field } from '../../ui/form/Field.tsx';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { useUnsavedChanges } from '../../ui/unsavedChanges.tsx';

const EMPTY = { currentPassword: '', password: '' };

/**
 * The signed-in user's own password, given the current one. The change ends every other session
 * of the account; this one carries on with the fresh token the answer brings.
 */
export function ChangePasswordForm() {
  const change = trpc.auth.changePassword.useMutation();
  const form = useZodForm(ownPasswordInput, { defaultValues: EMPTY });
  useUnsavedChanges(form.formState.isDirty);
  const busy = form.formState.isSubmitting;
  const onSubmit = saveHandler(form, {
    send: (checked) => change.mutateAsync(checked),
    success: USER_TEXTS.passwordChanged,
    successDescription: 'Sesi di perangkat lain telah diakhiri.',
    failure: USER_TEXTS.passwordFailed,
    onSaved: ({ token }) => {
      storeToken(token);
      form.reset(EMPTY);
    },
  });

  return (
    <section className="card change-password" aria-labelledby="change-password-title">
      <h2 id="change-password-title">Ubah Password</h2>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
        <Field form={form} name="currentPassword" label="Password saat ini" required type="password" autoComplete="current-password" />
        <Field form={form} name="password" label="Password baru" required type="password" autoComplete="new-password" hint="Minimal 6 karakter." />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy && <span className="spinner__ring spinner__ring--inline" aria-hidden="true" />}
            Simpan Password
          </button>
        </div>
      </form>
    </section>
  );
}
