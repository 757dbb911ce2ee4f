import {
  DESTINATION_CATEGORIES,
  DESTINATION_GALLERY_MAX,
  DESTINATION_TEXTS,
  type Destination,
  TEXTS,
  destinationCreateInput,
  destinationUpdateInput,
} from '@island/shared';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { DESTINATION_CATEGORY_LABELS } from '../../public/catalogue/labels.ts';
import { trpc } from '../../trpc.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { focusFirstInvalid } from '../../ui/fieldErrors.ts';
import { FormField } from '../../ui/FormField.tsx';
import { ImagePicker } from '../catalogue/ImagePicker.tsx';
import { issuesToFieldErrors, useSaveFlow } from '../catalogue/useSaveFlow.ts';
import { destinationFieldOf, type DestinationFormValues, destinationFormValues, destinationPayload } from './destinationForm.ts';

const T = DESTINATION_TEXTS;
const FORM_ID = 'destination-form';

export interface DestinationFormDialogProps {
  open: boolean;
  /** The destination being edited, or null to create one. */
  destination: Destination | null;
  onClose: () => void;
  onSaved?: (destination: Destination) => void;
}

export function DestinationFormDialog({ open, destination, onClose, onSaved }: DestinationFormDialogProps) {
  const [values, setValues] = useState<DestinationFormValues>(() => destinationFormValues(destination));
  const flow = useSaveFlow(destinationFieldOf);
  const { reset } = flow;
  const formRef = useRef<HTMLFormElement>(null);
  const utils = trpc.useUtils();
  const create = trpc.destinations.create.useMutation({ onSuccess: () => utils.destinations.invalidate() });
  const update = trpc.destinations.update.useMutation({ onSuccess: () => utils.destinations.invalidate() });
  const editing = destination !== null;

  // Before paint, so the form never shows the previous record's values for a frame.
  useLayoutEffect(() => {
    if (!open) return;
    setValues(destinationFormValues(destination));
    reset();
  }, [open, destination, reset]);

  function set<K extends keyof DestinationFormValues>(field: K, value: DestinationFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    flow.clearError(field);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const payload = destinationPayload(values);
    // The shared schema is the server's own: every rule and text of back-office §5, before any request.
    const checked = editing ? destinationUpdateInput.safeParse({ id: destination.id, ...payload }) : destinationCreateInput.safeParse(payload);
    // An edit keeps a main image (the server keeps the stored one when none is sent); say so here.
    const issues = checked.success ? [] : issuesToFieldErrors(checked.error.issues);
    if (editing && values.images.length === 0) issues.push({ param: 'image', msg: TEXTS.uploadNone });
    if (issues.length > 0) {
      flow.showInvalid(issues);
      focusFirstInvalid(formRef.current);
      return;
    }
    let saved: Destination | undefined;
    const ok = await flow.save(
      async () => {
        saved = editing ? await update.mutateAsync({ id: destination.id, ...payload }) : await create.mutateAsync(payload);
      },
      editing ? { success: T.updated, failure: 'Gagal memperbarui destinasi' } : { success: T.created, failure: 'Gagal membuat destinasi' },
    );
    if (!ok) {
      focusFirstInvalid(formRef.current);
      return;
    }
    if (saved) onSaved?.(saved);
    onClose();
  }

  const { errors, saving } = flow;
  return (
    <Dialog
      open={open}
      title={editing ? 'Edit Destinasi' : 'Tambah Destinasi Baru'}
      onClose={onClose}
      size="lg"
      dismissible={!saving}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={saving}>
            Batal
          </button>
          <button type="submit" form={FORM_ID} className="button button--primary" disabled={saving} aria-busy={saving}>
            {saving ? 'Menyimpan…' : editing ? 'Simpan Perubahan' : 'Simpan'}
          </button>
        </>
      }
    >
      <form id={FORM_ID} ref={formRef} className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormField label="Judul" error={errors.title} required>
          {(control) => <input {...control} value={values.title} maxLength={255} onChange={(e) => set('title', e.target.value)} />}
        </FormField>
        <div className="form__row">
          <FormField label="Kategori" error={errors.category} required>
            {(control) => (
              <select {...control} value={values.category} onChange={(e) => set('category', e.target.value as DestinationFormValues['category'])}>
                {DESTINATION_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {DESTINATION_CATEGORY_LABELS[category]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="Latitude" error={errors.lat} required hint="-90 sampai 90, mis. -5.0012">
            {(control) => <input {...control} inputMode="decimal" value={values.lat} onChange={(e) => set('lat', e.target.value)} />}
          </FormField>
          <FormField label="Longitude" error={errors.lng} required hint="-180 sampai 180, mis. 119.2937">
            {(control) => <input {...control} inputMode="decimal" value={values.lng} onChange={(e) => set('lng', e.target.value)} />}
          </FormField>
        </div>
        <FormField label="Deskripsi singkat" error={errors.shortDescription} required hint="10-500 karakter">
          {(control) => (
            <textarea {...control} rows={3} maxLength={500} value={values.shortDescription} onChange={(e) => set('shortDescription', e.target.value)} />
          )}
        </FormField>
        <FormField label="Deskripsi" error={errors.description} hint="Opsional; bila diisi minimal 50 karakter">
          {(control) => <textarea {...control} rows={6} value={values.description} onChange={(e) => set('description', e.target.value)} />}
        </FormField>
        <ImagePicker
          label="Gambar"
          value={values.images}
          onChange={(images) => set('images', images)}
          max={DESTINATION_GALLERY_MAX + 1}
          tooManyText={T.tooManyImages}
          error={errors.images}
          required={!editing}
          disabled={saving}
          hint="JPG atau PNG, maksimal 5MB per gambar. Gambar pertama menjadi gambar utama."
        />
      </form>
    </Dialog>
  );
}
