import { FACILITY_ICONS, FACILITY_TEXTS, facilityInput } from '@island/shared';
import { type FormEvent, useRef, useState } from 'react';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { type FieldErrors, fieldErrorsFromIssues, fieldErrorsFromServer, focusFirstInvalid } from '../../ui/fieldErrors.ts';
import { FormField } from '../../ui/FormField.tsx';
import { toast } from '../../ui/toast.ts';

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
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const utils = trpc.useUtils();
  const create = trpc.facilities.create.useMutation();
  const ready = values.icon.trim() !== '' && values.label.trim() !== '';

  function set<K extends Field>(field: K, value: Values[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

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
        <FormField label="Ikon" required error={errors.icon} hint="Pilih di atas atau ketik sendiri, maksimal 4 karakter.">
          {(control) => (
            <input {...control} className="facility-form__icon" type="text" autoComplete="off" value={values.icon} onChange={(event) => set('icon', event.target.value)} />
          )}
        </FormField>
        <FormField label="Nama fasilitas" required error={errors.label}>
          {(control) => <input {...control} type="text" maxLength={100} autoComplete="off" value={values.label} onChange={(event) => set('label', event.target.value)} />}
        </FormField>
      </div>
      <FormField label="Deskripsi (opsional)" error={errors.description}>
        {(control) => <textarea {...control} rows={2} maxLength={500} value={values.description} onChange={(event) => set('description', event.target.value)} />}
      </FormField>
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
