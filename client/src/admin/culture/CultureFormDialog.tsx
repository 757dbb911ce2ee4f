import { CULTURE_CATEGORIES, CULTURE_GALLERY_MAX, CULTURE_TEXTS, type Culture, cultureCreateInput, cultureUpdateInput } from '@island/shared';
import { CULTURE_CATEGORY_LABELS } from '../../public/catalogue/labels.ts';
import { trpc } from '../../trpc.ts';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextAreaField, TextField } from '../../ui/TextField.tsx';
import { CatalogueFormDialog } from '../catalogue/CatalogueFormDialog.tsx';
import { ImagePicker } from '../catalogue/ImagePicker.tsx';
import { issuesToFieldErrors, useCatalogueForm } from '../catalogue/useCatalogueForm.ts';
import { cultureFieldOf, cultureFormValues, culturePayload } from './cultureForm.ts';

const T = CULTURE_TEXTS;

export interface CultureFormDialogProps {
  open: boolean;
  /** The item being edited, or null to create one. */
  culture: Culture | null;
  onClose: () => void;
}

export function CultureFormDialog({ open, culture, onClose }: CultureFormDialogProps) {
  const form = useCatalogueForm({ open, subject: culture, valuesOf: cultureFormValues, fieldOf: cultureFieldOf });
  const { values, bind, saving } = form;
  const utils = trpc.useUtils();
  const create = trpc.culture.create.useMutation({ onSuccess: () => utils.culture.invalidate() });
  const update = trpc.culture.update.useMutation({ onSuccess: () => utils.culture.invalidate() });
  const editing = culture !== null;

  async function onSubmit() {
    const payload = culturePayload(values);
    const checked = editing ? cultureUpdateInput.safeParse({ id: culture.id, ...payload }) : cultureCreateInput.safeParse(payload);
    if (!checked.success) return form.showInvalid(issuesToFieldErrors(checked.error.issues));
    const ok = await form.save(
      () => (editing ? update.mutateAsync({ id: culture.id, ...payload }) : create.mutateAsync(payload)),
      { success: editing ? T.updated : T.created, failure: 'Gagal menyimpan budaya' },
    );
    if (ok) onClose();
  }

  return (
    <CatalogueFormDialog open={open} title={editing ? 'Edit Budaya' : 'Tambah Budaya Baru'} editing={editing} onClose={onClose} form={form} onSubmit={onSubmit}>
      <TextField {...bind('title')} label="Judul" required maxLength={255} />
      <div className="form__row">
        <SelectField {...bind('category')} label="Kategori" required options={CULTURE_CATEGORIES} labels={CULTURE_CATEGORY_LABELS} placeholder="Pilih kategori" />
        <TextField {...bind('videoUrl')} label="URL video" hint="Opsional, tautan https" type="url" inputMode="url" />
      </div>
      <TextAreaField {...bind('description')} label="Deskripsi" required rows={6} />
      <TextAreaField {...bind('videos')} label="Video" hint="Satu tautan YouTube (atau ID video 11 karakter) per baris." rows={3} />
      <ImagePicker
        {...bind('images')}
        label="Gambar"
        max={CULTURE_GALLERY_MAX + 1}
        tooManyText={T.tooManyImages}
        disabled={saving}
        hint="Opsional. JPG atau PNG, maksimal 5MB per gambar; gambar pertama menjadi gambar utama, sisanya galeri."
      />
    </CatalogueFormDialog>
  );
}
