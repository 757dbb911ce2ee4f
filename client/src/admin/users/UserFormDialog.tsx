import { ID_LABELS, type Role, USER_TEXTS, type User, userCreateInput, userUpdateInput } from '@island/shared';
import { trpc } from '../../trpc.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { Field } from '../../ui/form/Field.tsx';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { roleLabel } from '../roleLabels.ts';
import { LastChangeNote } from '../audit/LastChangeNote.tsx';

export interface UserFormDialogProps {
  open: boolean;
  /** The user to edit, or null to add one. */
  user: User | null;
  roles: readonly Role[];
  onClose: () => void;
}

interface Values {
  name: string;
  email: string;
  role: string;
  password: string;
  is_active: string;
}

const T = USER_TEXTS;
const STATUS_OPTIONS = [
  { value: 'true', label: ID_LABELS.active.active },
  { value: 'false', label: ID_LABELS.active.inactive },
];

function valuesOf(user: User | null): Values {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    role: user?.role ?? '',
    password: '',
    is_active: String(user?.is_active ?? true),
  };
}

/** Add or edit a user: the password only on add, the status only on edit (docs/product.md, Users). */
export function UserFormDialog({ open, user, roles, onClose }: UserFormDialogProps) {
  const editing = user !== null;
  const utils = trpc.useUtils();
  const create = trpc.users.create.useMutation();
  const update = trpc.users.update.useMutation();
  const form = useZodForm(editing ? userUpdateInput : userCreateInput, {
    defaultValues: valuesOf(user),
    toInput: (values: Values) =>
      editing
        ? { id: user.id, name: values.name, email: values.email, role: values.role, is_active: values.is_active === 'true' }
        : { name: values.name, email: values.email, role: values.role, password: values.password },
    resetKey: open && user,
  });
  const onSubmit = saveHandler(form, {
    send: (checked) => (editing ? update.mutateAsync(checked as never) : create.mutateAsync(checked as never)),
    success: editing ? T.updated : T.created,
    failure: T.saveFailed,
    onSaved: async () => {
      onClose();
      await utils.users.invalidate();
    },
  });

  const roleOptions = roles.map((role) => ({ value: role, label: roleLabel(role) }));

  return (
    <FormDialog
      open={open}
      title={editing ? 'Edit User' : 'Tambah User'}
      onClose={onClose}
      onSubmit={onSubmit}
      busy={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      cancelLabel="Batal"
      submitLabel={editing ? 'Simpan' : 'Tambah'}
    >
      {editing && <LastChangeNote entity="users" entityId={user.id} />}
      <Field form={form} name="name" label="Nama" required autoComplete="off" maxLength={120} />
      <Field form={form} name="email" label="Email" required type="email" autoComplete="off" maxLength={254} />
      <Field form={form} name="role" as="select" label="Peran" required options={roleOptions} placeholder="Pilih peran" />
      {!editing && (
        <Field form={form} name="password" label="Password" required type="password" autoComplete="new-password" hint="Minimal 6 karakter." />
      )}
      {editing && <Field form={form} name="is_active" as="select" label="Status" options={STATUS_OPTIONS} />}
    </FormDialog>
  );
}
