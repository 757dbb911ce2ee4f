import { CULTURE_CATEGORIES, CULTURE_ENGLISH_TEXTS, CULTURE_GALLERY_MAX, CULTURE_TEXTS, type Culture, cultureCreateInput, cultureUpdateInput } from '@island/shared';
import { CULTURE_CATEGORY_LABELS } from '../../public/catalogue/labels.ts';
import { trpc } from '../../trpc.ts';
import { Field, optionsOf } from '../../ui/form/Field.tsx';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { CatalogueFormDialog } from '../catalogue/CatalogueFormDialog.tsx';
import { ImagePicker } from '../catalogue/ImagePicker.tsx';
import { cultureFieldOf, cultureFormValues, type CultureFormValues, culturePayload } from './cultureForm.ts';
import { LastChangeNote } from '../audit/LastChangeNote.tsx';
import { useWatch } from 'react-hook-form';
import { EnglishTextFields, type EnglishTextField, LanguageTabs, type FormLanguage } from '../catalogue/LanguageTabs.tsx';
import { missingEnglishTexts } from '../catalogue/englishTwin.ts';

const T = CULTURE_TEXTS;
const CATEGORY_OPTIONS = optionsOf(CULTURE_CATEGORIES, CULTURE_CATEGORY_LABELS);

const ENGLISH_FIELDS: readonly EnglishTextField<(typeof CULTURE_ENGLISH_TEXTS)[number]>[] = [
  { key: 'title', label: 'Title (English)', maxLength: 255 },
  { key: 'description', label: 'Description (English)', rows: 6 },
];

export interface CultureFormDialogProps {
  open: boolean;
  /** The item being edited, or null to create one. */
  culture: Culture | null;
  onClose: () => void;
  /** The tab the form opens on: the translator's list opens it on English. */
  initialLanguage?: FormLanguage;
}

export function CultureFormDialog({ open, culture, onClose, initialLanguage }: CultureFormDialogProps) {
  const editing = culture !== null;
  const form = useZodForm(editing ? cultureUpdateInput : cultureCreateInput, {
    defaultValues: cultureFormValues(culture),
    toInput: (values: CultureFormValues) => (editing ? { id: culture.id, ...culturePayload(values) } : culturePayload(values)),
    fieldOf: cultureFieldOf,
    resetKey: open && culture,
  });
  const utils = trpc.useUtils();
  const create = trpc.culture.create.useMutation({ onSuccess: () => utils.culture.invalidate() });
  const update = trpc.culture.update.useMutation({ onSuccess: () => utils.culture.invalidate() });
  const busy = form.formState.isSubmitting;
  const watched = useWatch({ control: form.control }) as CultureFormValues;

  const onSubmit = saveHandler(form, {
    send: () => {
      const payload = culturePayload(form.getValues());
      return editing ? update.mutateAsync({ id: culture.id, ...payload }) : create.mutateAsync(payload);
    },
    success: editing ? T.updated : T.created,
    failure: 'Gagal menyimpan budaya',
    onSaved: onClose,
  });

  return (
    <CatalogueFormDialog open={open} title={editing ? 'Edit Budaya' : 'Tambah Budaya Baru'} editing={editing} onClose={onClose} onSubmit={onSubmit} busy={busy} dirty={form.formState.isDirty}>
      {editing && <LastChangeNote entity="cultures" entityId={culture.id} />}
      <LanguageTabs
        form={form}
        label="Bahasa isi budaya"
        missing={missingEnglishTexts(CULTURE_ENGLISH_TEXTS, watched)}
        initialLanguage={initialLanguage}
        indonesian={indonesianFields}
        english={() => <EnglishTextFields form={form} fields={ENGLISH_FIELDS} />}
      />
    </CatalogueFormDialog>
  );

  /** The Indonesian fields, as elements (not a component of its own: it would mount anew on every render). */
  function indonesianFields() {
    return (
      <>
        <Field form={form} name="title" label="Judul" required maxLength={255} />
        <div className="form__row">
          <Field form={form} name="category" as="select" label="Kategori" required options={CATEGORY_OPTIONS} placeholder="Pilih kategori" />
          <Field form={form} name="videoUrl" label="URL video" hint="Opsional, tautan https" type="url" inputMode="url" />
        </div>
        <Field form={form} name="description" as="textarea" label="Deskripsi" required rows={6} />
        <Field form={form} name="videos" as="textarea" label="Video" hint="Satu tautan YouTube (atau ID video 11 karakter) per baris." rows={3} />
        <Field
          form={form}
          name="images"
          as="control"
          label="Gambar"
          hint="Opsional. JPG atau PNG, maksimal 5MB per gambar; gambar pertama menjadi gambar utama, sisanya galeri."
          render={({ value, onChange, error, hint }) => (
            <ImagePicker
              label="Gambar"
              value={value as string[]}
              onChange={onChange}
              error={error}
              hint={hint}
              max={CULTURE_GALLERY_MAX + 1}
              tooManyText={T.tooManyImages}
              disabled={busy}
            />
          )}
        />
      </>
    );
  }
}
