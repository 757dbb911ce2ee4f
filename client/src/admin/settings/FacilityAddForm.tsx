import { FACILITY_ICONS, FACILITY_TEXTS, facilityInput } from '@island/shared';
import { useWatch } from 'react-hook-form';
import { trpc } from '../../trpc.ts';
import { FacilityIcon, facilityIconName } from '../../ui/FacilityIcon.tsx';
import { Field } from '../../ui/form/Field.tsx';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { useUnsavedChanges } from '../../ui/unsavedChanges.tsx';

const EMPTY = { icon: '', label: '', description: '', available: true };

export interface FacilityAddFormProps {
  onAdded: () => void;
  onCancel: () => void;
}

/** New facility: an icon (a preset or typed, ≤ 4 characters) and a label are required. */
export function FacilityAddForm({ onAdded, onCancel }: FacilityAddFormProps) {
  const form = useZodForm(facilityInput, { defaultValues: EMPTY });
  const [icon, label] = useWatch({ control: form.control, name: ['icon', 'label'] });
  const utils = trpc.useUtils();
  const create = trpc.facilities.create.useMutation();
  useUnsavedChanges(form.formState.isDirty);
  const busy = form.formState.isSubmitting;
  const ready = icon.trim() !== '' && label.trim() !== '';

  const onSubmit = saveHandler(form, {
    send: (checked) => create.mutateAsync(checked),
    success: (created) => FACILITY_TEXTS.created(created.label),
    failure: FACILITY_TEXTS.createFailed,
    toastInvalid: false,
    onSaved: async () => {
      await Promise.all([utils.facilities.list.invalidate(), utils.home.invalidate()]);
      form.reset(EMPTY);
      onAdded();
    },
  });

  function cancel() {
    form.reset(EMPTY);
    onCancel();
  }

  return (
    <form className="form facility-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
      <fieldset className="field">
        <legend>Pilih ikon</legend>
        <div className="icon-choices">
          {FACILITY_ICONS.map((choice) => (
            <button key={choice} type="button" className="icon-choice" title={facilityIconName(choice)} aria-pressed={icon === choice} onClick={() => form.setValue('icon', choice, { shouldDirty: true })}>
              <FacilityIcon icon={choice} />
              <span className="visually-hidden">Ikon {facilityIconName(choice)}</span>
            </button>
          ))}
        </div>
      </fieldset>
      <div className="form__row">
        <Field
          form={form}
          name="icon"
          label="Ikon"
          required
          hint="Pilih di atas atau ketik sendiri, maksimal 4 karakter."
          className="facility-form__icon"
          autoComplete="off"
        />
        <Field form={form} name="label" label="Nama fasilitas" required maxLength={100} autoComplete="off" />
      </div>
      <Field form={form} name="description" as="textarea" label="Deskripsi (opsional)" rows={2} maxLength={500} />
      <Field form={form} name="available" as="checkbox" label="Tersedia" />
      <div className="form__actions">
        <button type="button" className="button button--ghost" onClick={cancel} disabled={busy}>
          Batal
        </button>
        <button type="submit" className="button button--primary" disabled={!ready || busy}>
          Simpan Fasilitas
        </button>
      </div>
    </form>
  );
}
