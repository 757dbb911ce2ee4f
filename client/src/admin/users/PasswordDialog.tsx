import { USER_TEXTS, type User, userPasswordInput } from '@island/shared';
import { trpc } from '../../trpc.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { Field } from '../../ui/form/Field.tsx';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { useZodForm } from '../../ui/form/useZodForm.ts';

export interface PasswordDialogProps {
  user: User | null;
  onClose: () => void;
}

/** A new password for a user; their open sessions end at once. */
export function PasswordDialog({ user, onClose }: PasswordDialogProps) {
  const setPassword = trpc.users.setPassword.useMutation();
  const form = useZodForm(userPasswordInput, {
    defaultValues: { password: '' },
    toInput: (values) => ({ id: user?.id, password: values.password }),
    resetKey: user,
  });
  const onSubmit = saveHandler(form, {
    send: (checked) => setPassword.mutateAsync(checked),
    success: USER_TEXTS.passwordChanged,
    successDescription: user ? `${user.name} perlu login ulang dengan password baru.` : undefined,
    failure: USER_TEXTS.passwordFailed,
    onSaved: onClose,
  });

  return (
    <FormDialog
      open={user !== null}
      title={user ? `Ubah Password: ${user.name}` : 'Ubah Password'}
      onClose={onClose}
      onSubmit={onSubmit}
      busy={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      cancelLabel="Batal"
      submitLabel="Simpan"
    >
      <Field form={form} name="password" label="Password baru" required type="password" autoComplete="new-password" hint="Minimal 6 karakter." />
    </FormDialog>
  );
}
