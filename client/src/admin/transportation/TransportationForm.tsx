import { TEXTS, TRANSPORT_STATUSES, TRANSPORT_TYPES, TRANSPORTATION_TEXTS, type Transportation } from '@island/shared';
import { type FormEvent, useRef, useState } from 'react';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { type FieldErrors, fieldErrorsFromServer, focusFirstInvalid, hasFieldErrors } from '../../ui/fieldErrors.ts';
import { FormField } from '../../ui/FormField.tsx';
import { toast } from '../../ui/toast.ts';
import {
  checkTransportation,
  EMPTY_TRANSPORTATION,
  type TransportationField,
  type TransportationFormValues,
  valuesFromTransportation,
} from './transportationForm.ts';
import { STATUS_LABELS, TYPE_LABELS } from './transportationLabels.ts';

export interface TransportationFormProps {
  /** The form element's id, so the dialog's footer button can submit it. */
  id: string;
  editing: Transportation | null;
  onBusyChange: (busy: boolean) => void;
  onSaved: () => void;
}

export function TransportationForm({ id, editing, onBusyChange, onSaved }: TransportationFormProps) {
  const [values, setValues] = useState<TransportationFormValues>(() => (editing ? valuesFromTransportation(editing) : EMPTY_TRANSPORTATION));
  const [errors, setErrors] = useState<FieldErrors<TransportationField>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const utils = trpc.useUtils();
  const create = trpc.transportation.create.useMutation();
  const update = trpc.transportation.update.useMutation();

  function set<K extends TransportationField>(field: K, value: TransportationFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkTransportation(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    onBusyChange(true);
    try {
      if (editing) await update.mutateAsync({ id: editing.id, ...checked.payload });
      else await create.mutateAsync(checked.payload);
      toast.success(editing ? TRANSPORTATION_TEXTS.updated : TRANSPORTATION_TEXTS.created);
      await Promise.all([utils.transportation.list.invalidate(), utils.home.invalidate()]);
      onSaved();
    } catch (error) {
      const message = messageOf(error, TEXTS.internal);
      toast.error(editing ? TRANSPORTATION_TEXTS.updateFailed(message) : TRANSPORTATION_TEXTS.createFailed(message));
      const fieldErrors = fieldErrorsFromServer<TransportationField>(error);
      if (hasFieldErrors(fieldErrors)) {
        setErrors(fieldErrors);
        focusFirstInvalid(formRef.current);
      }
    } finally {
      onBusyChange(false);
    }
  }

  const text = (field: TransportationField, label: string, options: { required?: boolean; hint?: string; type?: string; inputMode?: 'numeric' | 'tel'; autoComplete?: string } = {}) => (
    <FormField label={label} required={options.required} error={errors[field]} hint={options.hint}>
      {(control) => (
        <input
          {...control}
          name={field}
          type={options.type ?? 'text'}
          inputMode={options.inputMode}
          autoComplete={options.autoComplete ?? 'off'}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <form ref={formRef} id={id} className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {text('name', 'Name', { required: true })}
      <div className="form__row">
        <FormField label="Type" required error={errors.type}>
          {(control) => (
            <select {...control} name="type" value={values.type} onChange={(event) => set('type', event.target.value as TransportationFormValues['type'])}>
              {TRANSPORT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Status" error={errors.status}>
          {(control) => (
            <select {...control} name="status" value={values.status} onChange={(event) => set('status', event.target.value as TransportationFormValues['status'])}>
              {TRANSPORT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className="form__row">
        {text('phone', 'Phone', { required: true, type: 'tel', inputMode: 'tel', hint: 'mis. 0812-4190-3377' })}
        {text('whatsapp', 'WhatsApp', { type: 'tel', inputMode: 'tel', hint: 'Opsional' })}
      </div>
      {text('departureTime', 'Departure Time', { required: true, hint: 'Pisahkan dengan koma, mis. 07:00, 10:00, 14:00' })}
      {text('dockLocation', 'Dock Location', { required: true })}
      <div className="form__row">
        {text('capacity', 'Capacity (persons)', { type: 'number', inputMode: 'numeric', hint: 'Opsional, minimal 1' })}
        {text('pricePerPerson', 'Price per Person (Rp)', { type: 'number', inputMode: 'numeric', hint: 'Opsional, minimal 0' })}
        {text('duration', 'Duration', { required: true, hint: 'mis. ±60 menit' })}
      </div>
      <FormField label="Notes" error={errors.notes} hint="Opsional">
        {(control) => <textarea {...control} name="notes" rows={3} value={values.notes} onChange={(event) => set('notes', event.target.value)} />}
      </FormField>
    </form>
  );
}
