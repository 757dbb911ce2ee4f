import { FACILITY_ICONS, FACILITY_TEXTS, facilityInput } from '@island/shared';
import { type FormEvent, useRef } from 'react';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { fieldErrorsFromIssues, fieldErrorsFromServer, focusFirstInvalid } from '../../ui/fieldErrors.ts';
import { TextAreaField, TextField } from '../../ui/TextField.tsx';
import { toast } from '../../ui/toast.ts';
import { useFormValues } from '../../ui/useFormValues.ts';

interface Values {
  icon: string;
  label: string;
  description: string;
  available: boolean;
}
type Field = keyof Values;

const EMPTY: Values = { icon: '', label: '', description: '', available: true };

export interface FacilityAddFormProps {
  onAdded: () => void;
  onCancel: () => void;
}

/** New facility: an icon (a preset or typed, ≤ 4 characters) and a label are required. */
export function FacilityAddForm({ onAdded, onCancel }: FacilityAddFormProps) {
  const { values, setValues, setErrors, set, bind } = useFormValues<Values>(EMPTY);
  const formRef = useRef<HTMLFormElement>(null);
  const utils = trpc.useUtils();
  const create = trpc.facilities.create.useMutation();
  const ready = values.icon.trim() !== '' && values.label.trim() !== '';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = facilityInput.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues<Field>(parsed.error.issues));
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      const created = await create.mutateAsync(parsed.data);
      toast.success(FACILITY_TEXTS.created(created.label));
      await Promise.all([utils.facilities.list.invalidate(), utils.home.invalidate()]);
      setValues(EMPTY);
      setErrors({});
      onAdded();
    } catch (error) {
      setErrors(fieldErrorsFromServer<Field>(error));
      toast.error(messageOf(error, FACILITY_TEXTS.createFailed));
    }
  }

  function cancel() {
    setValues(EMPTY);
    setErrors({});
    onCancel();
  }

  return (
    <form ref={formRef} className="form facility-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={create.isPending}>
      <fieldset className="field">
        <legend>Pilih ikon</legend>
        <div className="icon-choices">
          {FACILITY_ICONS.map((icon) => (
            <button
              key={icon}
              type="button"
              className="icon-choice"
              aria-pressed={values.icon === icon}
              onClick={() => set('icon', icon)}
            >
              <span aria-hidden="true">{icon}</span>
              <span className="visually-hidden">Ikon {icon}</span>
            </button>
          ))}
        </div>
      </fieldset>
      <div className="form__row">
        <TextField
          {...bind('icon')}
          label="Ikon"
          required
          hint="Pilih di atas atau ketik sendiri, maksimal 4 karakter."
          className="facility-form__icon"
          type="text"
          autoComplete="off"
        />
        <TextField {...bind('label')} label="Nama fasilitas" required type="text" maxLength={100} autoComplete="off" />
      </div>
      <TextAreaField {...bind('description')} label="Deskripsi (opsional)" rows={2} maxLength={500} />
      <label className="field--check">
        <input type="checkbox" checked={values.available} onChange={(event) => set('available', event.target.checked)} />
        Tersedia
      </label>
      <div className="form__actions">
        <button type="button" className="button button--ghost" onClick={cancel} disabled={create.isPending}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={!ready || create.isPending}>
          Simpan Fasilitas
        </button>
      </div>
    </form>
  );
}
