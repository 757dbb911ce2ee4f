import { formatTravelTime, TRAVEL_MINUTES_MAX, TEXTS, TRANSPORT_DIRECTIONS, TRANSPORT_STATUSES, TRANSPORT_TYPES, TRANSPORTATION_TEXTS, type Transportation, transportationInput } from '@island/shared';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { Field, optionsOf } from '../../ui/form/Field.tsx';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { useWatch } from 'react-hook-form';
import { transportationFormValues, transportationPayload } from './transportationForm.ts';
import { DIRECTION_LABELS, STATUS_LABELS, TYPE_LABELS } from './transportationLabels.ts';
import { LastChangeNote } from '../audit/LastChangeNote.tsx';

const T = TRANSPORTATION_TEXTS;
const TYPE_OPTIONS = optionsOf(TRANSPORT_TYPES, TYPE_LABELS);
const STATUS_OPTIONS = optionsOf(TRANSPORT_STATUSES, STATUS_LABELS);
const DIRECTION_OPTIONS = optionsOf(TRANSPORT_DIRECTIONS, DIRECTION_LABELS);
/** A one-line field is never autofilled: these are a boat's details, not the person's. */
const NO_AUTOFILL = { autoComplete: 'off' } as const;

export interface TransportationFormDialogProps {
  open: boolean;
  /** The boat being edited, or null to add one. */
  editing: Transportation | null;
  onClose: () => void;
}

export function TransportationFormDialog({ open, editing, onClose }: TransportationFormDialogProps) {
  // Every transport rule (docs/product.md, Validation) through the server's own schema, before any request.
  const form = useZodForm(transportationInput, { defaultValues: transportationFormValues(editing), resetKey: open && editing });
  const travelMinutes = useWatch({ control: form.control, name: 'travelMinutes' });
  const minutes = Number(travelMinutes);
  // What visitors will read, in both languages, while the number is one the server takes.
  const crossingHint =
    Number.isInteger(minutes) && minutes >= 1 && minutes <= TRAVEL_MINUTES_MAX
      ? `Tampil: ${formatTravelTime(minutes, 'id')} · English: ${formatTravelTime(minutes, 'en')}`
      : 'Mis. 60; tampil sebagai ±1 jam / about 1 hour';
  const utils = trpc.useUtils();
  const create = trpc.transportation.create.useMutation();
  const update = trpc.transportation.update.useMutation();

  const onSubmit = saveHandler(form, {
    send: (checked) => {
      const payload = transportationPayload(checked);
      return editing ? update.mutateAsync({ id: editing.id, ...payload }) : create.mutateAsync(payload);
    },
    success: editing ? T.updated : T.created,
    failure: (error) => (editing ? T.updateFailed : T.createFailed)(messageOf(error, TEXTS.internal)),
    toastInvalid: false,
    onSaved: async () => {
      await Promise.all([utils.transportation.list.invalidate(), utils.home.invalidate()]);
      onClose();
    },
  });

  return (
    <FormDialog
      open={open}
      title={editing ? 'Edit Transportasi' : 'Tambah Transportasi Baru'}
      onClose={onClose}
      onSubmit={onSubmit}
      busy={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      cancelLabel="Batal"
      submitLabel={editing ? 'Simpan Perubahan' : 'Tambah Transportasi'}
    >
      {editing && <LastChangeNote entity="transportations" entityId={editing.id} />}
      <Field form={form} name="name" label="Nama" required {...NO_AUTOFILL} />
      <div className="form__row">
        <Field form={form} name="type" as="select" label="Jenis" required options={TYPE_OPTIONS} />
        <Field form={form} name="status" as="select" label="Status" options={STATUS_OPTIONS} />
      </div>
      <div className="form__row">
        <Field form={form} name="phone" label="Telepon" required type="tel" inputMode="tel" hint="mis. 0812-4190-3377" {...NO_AUTOFILL} />
        <Field form={form} name="whatsapp" label="WhatsApp" type="tel" inputMode="tel" hint="Opsional" {...NO_AUTOFILL} />
      </div>
      <Field form={form} name="departureTime" label="Jam Berangkat" required hint="Pisahkan dengan koma, mis. 07:00, 10:00, 14:00" {...NO_AUTOFILL} />
      <Field form={form} name="dockLocation" label="Lokasi Dermaga" required hint="Dermaga di daratan, mis. Makassar" {...NO_AUTOFILL} />
      <Field form={form} name="direction" as="select" label="Arah" required options={DIRECTION_OPTIONS} />
      <div className="form__row">
        <Field form={form} name="fromPlace" label="Dari" hint="Kosong: dermaga atau pulau sesuai arah" {...NO_AUTOFILL} />
        <Field form={form} name="toPlace" label="Ke" hint="mis. Dermaga Pulau" {...NO_AUTOFILL} />
      </div>
      <div className="form__row">
        <Field form={form} name="capacity" as="number" label="Kapasitas (orang)" hint="Opsional, minimal 1" {...NO_AUTOFILL} />
        <Field form={form} name="pricePerPerson" as="number" label="Harga per Orang (Rp)" hint="Opsional, minimal 0" {...NO_AUTOFILL} />
        <Field form={form} name="travelMinutes" as="number" label="Lama perjalanan (menit)" hint={crossingHint} {...NO_AUTOFILL} />
      </div>
      {travelMinutes.trim() === '' && <Field form={form} name="duration" label="Durasi" required hint="Bila tidak bisa ditulis dengan menit, mis. tergantung ombak" {...NO_AUTOFILL} />}
      <Field form={form} name="notes" as="textarea" label="Catatan" hint="Opsional" rows={3} />
    </FormDialog>
  );
}
