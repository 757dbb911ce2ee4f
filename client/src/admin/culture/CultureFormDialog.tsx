import { CULTURE_CATEGORIES, CULTURE_GALLERY_MAX, CULTURE_TEXTS, type Culture, cultureCreateInput, cultureUpdateInput } from '@island/shared';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { CULTURE_CATEGORY_LABELS } from '../../public/catalogue/labels.ts';
import { trpc } from '../../trpc.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { focusFirstInvalid } from '../../ui/fieldErrors.ts';
import { FormField } from '../../ui/FormField.tsx';
import { ImagePicker } from '../catalogue/ImagePicker.tsx';
import { issuesToFieldErrors, useSaveFlow } from '../catalogue/useSaveFlow.ts';
import { cultureFieldOf, type CultureFormValues, cultureFormValues, culturePayload } from './cultureForm.ts';

const T = CULTURE_TEXTS;
const FORM_ID = 'culture-form';

export interface CultureFormDialogProps {
  open: boolean;
  /** The item being edited, or null to create one. */
  culture: Culture | null;
  onClose: () => void;
}

export function CultureFormDialog({ open, culture, onClose }: CultureFormDialogProps) {
  const [values, setValues] = useState<CultureFormValues>(() => cultureFormValues(culture));
  const flow = useSaveFlow(cultureFieldOf);
  const { reset } = flow;
  const formRef = useRef<HTMLFormElement>(null);
  const utils = trpc.useUtils();
  const create = trpc.culture.create.useMutation({ onSuccess: () => utils.culture.invalidate() });
  const update = trpc.culture.update.useMutation({ onSuccess: () => utils.culture.invalidate() });
  const editing = culture !== null;

  // Before paint, so the form never shows the previous item's values for a frame.
  useLayoutEffect(() => {
    if (!open) return;
    setValues(cultureFormValues(culture));
    reset();
  }, [open, culture, reset]);

  function set<K extends keyof CultureFormValues>(field: K, value: CultureFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    flow.clearError(field);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const payload = culturePayload(values);
    const checked = editing ? cultureUpdateInput.safeParse({ id: culture.id, ...payload }) : cultureCreateInput.safeParse(payload);
    if (!checked.success) {
      flow.showInvalid(issuesToFieldErrors(checked.error.issues));
      focusFirstInvalid(formRef.current);
      return;
    }
    const ok = await flow.save(
      () => (editing ? update.mutateAsync({ id: culture.id, ...payload }) : create.mutateAsync(payload)),
      { success: editing ? T.updated : T.created, failure: 'Gagal menyimpan budaya' },
    );
    if (ok) onClose();
    else focusFirstInvalid(formRef.current);
  }

  const { errors, saving } = flow;
  return (
    <Dialog
      open={open}
      title={editing ? 'Edit Budaya' : 'Tambah Budaya Baru'}
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
              <select {...control} value={values.category} onChange={(e) => set('category', e.target.value as CultureFormValues['category'])}>
                <option value="">Pilih kategori</option>
                {CULTURE_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {CULTURE_CATEGORY_LABELS[category]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="URL video" error={errors.videoUrl} hint="Opsional, tautan https">
            {(control) => <input {...control} type="url" inputMode="url" value={values.videoUrl} onChange={(e) => set('videoUrl', e.target.value)} />}
          </FormField>
        </div>
        <FormField label="Deskripsi" error={errors.description} required>
          {(control) => <textarea {...control} rows={6} value={values.description} onChange={(e) => set('description', e.target.value)} />}
        </FormField>
        <FormField
          label="Video"
          error={errors.videos}
          hint="Satu tautan YouTube (atau ID video 11 karakter) per baris."
         
        >
          {(control) => <textarea {...control} rows={3} value={values.videos} onChange={(e) => set('videos', e.target.value)} />}
        </FormField>
        <ImagePicker
          label="Gambar"
          value={values.images}
          onChange={(images) => set('images', images)}
          max={CULTURE_GALLERY_MAX + 1}
          tooManyText={T.tooManyImages}
          error={errors.images}
          disabled={saving}
          hint="Opsional. JPG atau PNG, maksimal 5MB per gambar; gambar pertama menjadi gambar utama, sisanya galeri."
        />
      </form>
    </Dialog>
  );
}
