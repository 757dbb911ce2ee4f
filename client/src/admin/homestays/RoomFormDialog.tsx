import { type HomestayRoom, roomCreateInput } from '@island/shared';
import { trpc } from '../../trpc.ts';
import { Field } from '../../ui/form/Field.tsx';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { ImageUploadField } from '../../ui/ImageUploadField.tsx';
import { CatalogueFormDialog } from '../catalogue/CatalogueFormDialog.tsx';
import { roomFieldOf, roomFormValues, type RoomFormValues, roomPayload } from './homestayForm.ts';

export interface RoomFormDialogProps {
  open: boolean;
  homestayId: number;
  /** The room being edited, or null for a new one. */
  room: HomestayRoom | null;
  onClose: () => void;
}

/** A room type of a homestay: how many alike, who fits, what a night costs (weekdays, weekends, extra persons). */
export function RoomFormDialog({ open, homestayId, room, onClose }: RoomFormDialogProps) {
  const editing = room !== null;
  const form = useZodForm(roomCreateInput, {
    defaultValues: roomFormValues(room),
    toInput: (values: RoomFormValues) => roomPayload(homestayId, values),
    fieldOf: roomFieldOf,
    resetKey: open && room,
  });
  const utils = trpc.useUtils();
  const create = trpc.homestays.createRoom.useMutation();
  const update = trpc.homestays.updateRoom.useMutation();
  const busy = form.formState.isSubmitting;

  const onSubmit = saveHandler(form, {
    send: () => {
      const { homestay_id: houseId, ...payload } = roomPayload(homestayId, form.getValues());
      // An edit that clears "persons in the price" sends them all, as a new room's default does.
      const included = payload.included_persons ?? payload.max_persons;
      return editing ? update.mutateAsync({ ...payload, included_persons: included, id: room.id }) : create.mutateAsync({ ...payload, homestay_id: houseId });
    },
    success: () => (editing ? 'Kamar diperbarui' : 'Kamar ditambahkan'),
    failure: 'Gagal menyimpan kamar',
    onSaved: async () => {
      await utils.homestays.invalidate();
      onClose();
    },
  });

  return (
    <CatalogueFormDialog open={open} title={editing ? 'Edit Kamar' : 'Tambah Kamar'} editing={editing} onClose={onClose} onSubmit={onSubmit} busy={busy} dirty={form.formState.isDirty}>
      <div className="form__row">
        <Field form={form} name="name" label="Nama kamar" required maxLength={120} hint="Mis. Kamar Teras" />
        <Field form={form} name="name_en" label="Nama kamar (English)" maxLength={120} hint="Opsional, mis. Terrace Room" />
      </div>
      <div className="form__row">
        <Field form={form} name="units" as="number" label="Jumlah kamar serupa" required min={1} max={50} />
        <Field form={form} name="beds" as="number" label="Tempat tidur per kamar" required min={1} max={20} />
      </div>
      <div className="form__row">
        <Field form={form} name="max_persons" as="number" label="Maks. orang per kamar" required min={1} max={20} />
        <Field form={form} name="included_persons" as="number" label="Orang termasuk harga" min={1} max={20} hint="Kosongkan bila semua orang termasuk." />
      </div>
      <Field form={form} name="price_per_night" label="Harga per malam (Rp)" required inputMode="numeric" hint="Mis. 200.000" />
      <div className="form__row">
        <Field form={form} name="weekend_price" label="Harga malam akhir pekan (Rp)" inputMode="numeric" hint="Opsional: malam Jumat dan Sabtu." />
        <Field form={form} name="extra_person_price" label="Per orang tambahan per malam (Rp)" inputMode="numeric" hint="Opsional." />
      </div>
      <Field
        form={form}
        name="photos"
        as="control"
        label="Foto kamar"
        render={({ value, onChange, error, label }) => (
          <ImageUploadField label={String(label)} value={value as string[]} onChange={onChange} error={error} max={8} allowUrl={false} disabled={busy} />
        )}
      />
      <Field form={form} name="active" as="checkbox" label="Kamar aktif (bisa dipesan)" />
    </CatalogueFormDialog>
  );
}
