import {
  DESTINATION_CATEGORIES,
  DESTINATION_GALLERY_MAX,
  DESTINATION_TEXTS,
  type Destination,
  TEXTS,
  destinationCreateInput,
  destinationUpdateInput,
} from '@island/shared';
import { DESTINATION_CATEGORY_LABELS } from '../../public/catalogue/labels.ts';
import { trpc } from '../../trpc.ts';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextAreaField, TextField } from '../../ui/TextField.tsx';
import { CatalogueFormDialog } from '../catalogue/CatalogueFormDialog.tsx';
import { ImagePicker } from '../catalogue/ImagePicker.tsx';
import { issuesToFieldErrors, useCatalogueForm } from '../catalogue/useCatalogueForm.ts';
import { destinationFieldOf, destinationFormValues, destinationPayload } from './destinationForm.ts';

const T = DESTINATION_TEXTS;

export interface DestinationFormDialogProps {
  open: boolean;
  /** The destination being edited, or null to create one. */
  destination: Destination | null;
  onClose: () => void;
  onSaved?: (destination: Destination) => void;
}

export function DestinationFormDialog({ open, destination, onClose, onSaved }: DestinationFormDialogProps) {
  const form = useCatalogueForm({ open, subject: destination, valuesOf: destinationFormValues, fieldOf: destinationFieldOf });
  const { values, bind, saving } = form;
  const utils = trpc.useUtils();
  const create = trpc.destinations.create.useMutation({ onSuccess: () => utils.destinations.invalidate() });
  const update = trpc.destinations.update.useMutation({ onSuccess: () => utils.destinations.invalidate() });
  const editing = destination !== null;

  async function onSubmit() {
    const payload = destinationPayload(values);
    // The shared schema is the server's own: every rule and text of back-office §5, before any request.
    const checked = editing ? destinationUpdateInput.safeParse({ id: destination.id, ...payload }) : destinationCreateInput.safeParse(payload);
    // An edit keeps a main image (the server keeps the stored one when none is sent); say so here.
    const issues = checked.success ? [] : issuesToFieldErrors(checked.error.issues);
    if (editing && values.images.length === 0) issues.push({ param: 'image', msg: TEXTS.uploadNone });
    if (issues.length > 0) return form.showInvalid(issues);
    let saved: Destination | undefined;
    const ok = await form.save(
      async () => {
        saved = editing ? await update.mutateAsync({ id: destination.id, ...payload }) : await create.mutateAsync(payload);
      },
      editing ? { success: T.updated, failure: 'Gagal memperbarui destinasi' } : { success: T.created, failure: 'Gagal membuat destinasi' },
    );
    if (!ok) return;
    if (saved) onSaved?.(saved);
    onClose();
  }

  return (
    <CatalogueFormDialog open={open} title={editing ? 'Edit Destinasi' : 'Tambah Destinasi Baru'} editing={editing} onClose={onClose} form={form} onSubmit={onSubmit}>
      <TextField {...bind('title')} label="Judul" required maxLength={255} />
      <div className="form__row">
        <SelectField {...bind('category')} label="Kategori" required options={DESTINATION_CATEGORIES} labels={DESTINATION_CATEGORY_LABELS} />
        <TextField {...bind('lat')} label="Latitude" required hint="-90 sampai 90, mis. -5.0012" inputMode="decimal" />
        <TextField {...bind('lng')} label="Longitude" required hint="-180 sampai 180, mis. 119.2937" inputMode="decimal" />
      </div>
      <TextAreaField {...bind('shortDescription')} label="Deskripsi singkat" required hint="10-500 karakter" rows={3} maxLength={500} />
      <TextAreaField {...bind('description')} label="Deskripsi" hint="Opsional; bila diisi minimal 50 karakter" rows={6} />
      <ImagePicker
        {...bind('images')}
        label="Gambar"
        max={DESTINATION_GALLERY_MAX + 1}
        tooManyText={T.tooManyImages}
        required={!editing}
        disabled={saving}
        hint="JPG atau PNG, maksimal 5MB per gambar. Gambar pertama menjadi gambar utama."
      />
    </CatalogueFormDialog>
  );
}
