import { TEXTS, TRANSPORT_STATUSES, TRANSPORT_TYPES, TRANSPORTATION_TEXTS, type Transportation } from '@island/shared';
import { type FormEvent, useRef } from 'react';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { fieldErrorsFromServer, focusFirstInvalid, hasFieldErrors } from '../../ui/fieldErrors.ts';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextAreaField, TextField } from '../../ui/TextField.tsx';
import { toast } from '../../ui/toast.ts';
import { useFormValues } from '../../ui/useFormValues.ts';
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
  const { values, setErrors, bind } = useFormValues<TransportationFormValues>(() => (editing ? valuesFromTransportation(editing) : EMPTY_TRANSPORTATION));
  const formRef = useRef<HTMLFormElement>(null);
  const utils = trpc.useUtils();
  const create = trpc.transportation.create.useMutation();
  const update = trpc.transportation.update.useMutation();

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

  // Every field is named for its value; a one-line one is a text input unless told otherwise, never autofilled.
  const field = <K extends TransportationField>(name: K) => ({ ...bind(name), name });
  const input = (name: Exclude<TransportationField, 'type' | 'status'>) => ({ ...field(name), type: 'text', autoComplete: 'off' });

  return (
    <form ref={formRef} id={id} className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField {...input('name')} label="Name" required />
      <div className="form__row">
        <SelectField {...field('type')} label="Type" required options={TRANSPORT_TYPES} labels={TYPE_LABELS} />
        <SelectField {...field('status')} label="Status" options={TRANSPORT_STATUSES} labels={STATUS_LABELS} />
      </div>
      <div className="form__row">
        <TextField {...input('phone')} label="Phone" required type="tel" inputMode="tel" hint="mis. 0812-4190-3377" />
        <TextField {...input('whatsapp')} label="WhatsApp" type="tel" inputMode="tel" hint="Opsional" />
      </div>
      <TextField {...input('departureTime')} label="Departure Time" required hint="Pisahkan dengan koma, mis. 07:00, 10:00, 14:00" />
      <TextField {...input('dockLocation')} label="Dock Location" required />
      <div className="form__row">
        <TextField {...input('capacity')} label="Capacity (persons)" type="number" inputMode="numeric" hint="Opsional, minimal 1" />
        <TextField {...input('pricePerPerson')} label="Price per Person (Rp)" type="number" inputMode="numeric" hint="Opsional, minimal 0" />
        <TextField {...input('duration')} label="Duration" required hint="mis. ±60 menit" />
      </div>
      <TextAreaField {...field('notes')} label="Notes" hint="Opsional" rows={3} />
    </form>
  );
}
