import { TEAM_TEXTS, type TeamMember, teamMemberInput } from '@island/shared';
import { trpc } from '../../trpc.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { Field } from '../../ui/form/Field.tsx';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { ImageUploadField } from '../../ui/ImageUploadField.tsx';
import { LastChangeNote } from '../audit/LastChangeNote.tsx';

export interface TeamMemberDialogProps {
  open: boolean;
  /** The member to edit, or null to add one. */
  member: TeamMember | null;
  onClose: () => void;
}

interface Values {
  name: string;
  role: string;
  whatsapp: string;
  sort: string;
  photo: string[];
}

const T = TEAM_TEXTS;

function valuesOf(member: TeamMember | null): Values {
  return {
    name: member?.name ?? '',
    role: member?.role ?? '',
    whatsapp: member?.whatsapp ?? '',
    sort: String(member?.sort ?? 0),
    photo: member?.photo ? [member.photo] : [],
  };
}

/** Add or edit a person of the contact page's team list. */
export function TeamMemberDialog({ open, member, onClose }: TeamMemberDialogProps) {
  const utils = trpc.useUtils();
  const create = trpc.team.create.useMutation();
  const update = trpc.team.update.useMutation();
  const form = useZodForm(teamMemberInput, {
    defaultValues: valuesOf(member),
    toInput: (values: Values) => ({ ...values, photo: values.photo[0] ?? null }),
    resetKey: open && member,
  });
  const busy = form.formState.isSubmitting;
  const onSubmit = saveHandler(form, {
    send: (checked) => (member ? update.mutateAsync({ ...checked, id: member.id }) : create.mutateAsync(checked)),
    success: (saved) => (member ? T.updated(saved.name) : T.created(saved.name)),
    failure: member ? T.updateFailed : T.createFailed,
    onSaved: async () => {
      onClose();
      await utils.team.list.invalidate();
    },
  });

  return (
    <FormDialog
      open={open}
      title={member ? 'Edit Anggota Tim' : 'Tambah Anggota Tim'}
      onClose={onClose}
      onSubmit={onSubmit}
      busy={busy}
      dirty={form.formState.isDirty}
      cancelLabel="Batal"
      submitLabel="Simpan"
    >
      {member && <LastChangeNote entity="team_members" entityId={member.id} />}
      <div className="form__row">
        <Field form={form} name="name" label="Nama" required maxLength={120} />
        <Field form={form} name="role" label="Jabatan" required maxLength={120} />
      </div>
      <div className="form__row">
        <Field form={form} name="whatsapp" label="WhatsApp (opsional)" type="tel" inputMode="tel" maxLength={20} />
        <Field form={form} name="sort" as="number" label="Urutan" hint="Angka kecil tampil lebih dulu." />
      </div>
      <Field
        form={form}
        name="photo"
        as="control"
        label="Foto"
        hint="Opsional. JPG atau PNG, maksimal 5MB."
        render={({ value, onChange, error, hint }) => (
          <ImageUploadField label="Foto" value={value as string[]} onChange={onChange} error={error} hint={hint} max={1} allowUrl={false} disabled={busy} />
        )}
      />
    </FormDialog>
  );
}
