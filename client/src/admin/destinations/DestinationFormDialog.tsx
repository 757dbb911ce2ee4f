import {
  DESTINATION_CATEGORIES,
  DESTINATION_ENGLISH_TEXTS,
  DESTINATION_GALLERY_MAX,
  DESTINATION_TEXTS,
  type Destination,
  TEXTS,
  destinationCreateInput,
  destinationUpdateInput,
} from '@island/shared';
import { DESTINATION_CATEGORY_LABELS } from '../../public/catalogue/labels.ts';
import { trpc } from '../../trpc.ts';
import { Field, optionsOf } from '../../ui/form/Field.tsx';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { CatalogueFormDialog } from '../catalogue/CatalogueFormDialog.tsx';
import { ImagePicker } from '../catalogue/ImagePicker.tsx';
import { destinationFieldOf, destinationFormValues, destinationPayload, type DestinationFormValues } from './destinationForm.ts';
import { LastChangeNote } from '../audit/LastChangeNote.tsx';
import { useWatch } from 'react-hook-form';
import { EnglishTextFields, type EnglishTextField, LanguageTabs, type FormLanguage } from '../catalogue/LanguageTabs.tsx';
import { missingEnglishTexts } from '../catalogue/englishTwin.ts';

const T = DESTINATION_TEXTS;
const CATEGORY_OPTIONS = optionsOf(DESTINATION_CATEGORIES, DESTINATION_CATEGORY_LABELS);

const ENGLISH_FIELDS: readonly EnglishTextField<(typeof DESTINATION_ENGLISH_TEXTS)[number]>[] = [
  { key: 'title', label: 'Title (English)', maxLength: 255 },
  { key: 'shortDescription', label: 'Short description (English)', rows: 3, maxLength: 500 },
  { key: 'description', label: 'Description (English)', rows: 6 },
];

// An edit keeps a main image (the server keeps the stored one when none is sent); say so here.
const editSchema = destinationUpdateInput.superRefine((input, ctx) => {
  if (!input.image) ctx.addIssue({ code: 'custom', path: ['image'], message: TEXTS.uploadNone });
});

export interface DestinationFormDialogProps {
  open: boolean;
  /** The destination being edited, or null to create one. */
  destination: Destination | null;
  onClose: () => void;
  onSaved?: (destination: Destination) => void;
  /** The tab the form opens on: the translator's list opens it on English. */
  initialLanguage?: FormLanguage;
}

export function DestinationFormDialog({ open, destination, onClose, onSaved, initialLanguage }: DestinationFormDialogProps) {
  const editing = destination !== null;
  // The shared schema is the server's own: every rule and text (docs/product.md, Validation), before any request.
  const form = useZodForm(editing ? editSchema : destinationCreateInput, {
    defaultValues: destinationFormValues(destination),
    toInput: (values: DestinationFormValues) => (editing ? { id: destination.id, ...destinationPayload(values) } : destinationPayload(values)),
    fieldOf: destinationFieldOf,
    resetKey: open && destination,
  });
  const utils = trpc.useUtils();
  const create = trpc.destinations.create.useMutation({ onSuccess: () => utils.destinations.invalidate() });
  const update = trpc.destinations.update.useMutation({ onSuccess: () => utils.destinations.invalidate() });
  const busy = form.formState.isSubmitting;
  const watched = useWatch({ control: form.control }) as DestinationFormValues;

  const onSubmit = saveHandler(form, {
    // The body as typed (the server parses it with the same schema).
    send: () => {
      const payload = destinationPayload(form.getValues());
      return editing ? update.mutateAsync({ id: destination.id, ...payload }) : create.mutateAsync(payload);
    },
    success: editing ? T.updated : T.created,
    failure: editing ? 'Gagal memperbarui destinasi' : 'Gagal membuat destinasi',
    onSaved: (saved) => {
      onSaved?.(saved);
      onClose();
    },
  });

  return (
    <CatalogueFormDialog open={open} title={editing ? 'Edit Destinasi' : 'Tambah Destinasi Baru'} editing={editing} onClose={onClose} onSubmit={onSubmit} busy={busy} dirty={form.formState.isDirty}>
      {editing && <LastChangeNote entity="destinations" entityId={destination.id} />}
      <LanguageTabs
        form={form}
        label="Bahasa isi destinasi"
        missing={missingEnglishTexts(DESTINATION_ENGLISH_TEXTS, watched)}
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
          <Field form={form} name="category" as="select" label="Kategori" required options={CATEGORY_OPTIONS} />
          <Field form={form} name="lat" label="Latitude" required hint="-90 sampai 90, mis. -5.0012" inputMode="decimal" />
          <Field form={form} name="lng" label="Longitude" required hint="-180 sampai 180, mis. 119.2937" inputMode="decimal" />
        </div>
        <Field form={form} name="shortDescription" as="textarea" label="Deskripsi singkat" required hint="10-500 karakter" rows={3} maxLength={500} />
        <Field form={form} name="description" as="textarea" label="Deskripsi" hint="Opsional; bila diisi minimal 50 karakter" rows={6} />
        <Field
          form={form}
          name="images"
          as="control"
          label="Gambar"
          required={!editing}
          hint="JPG atau PNG, maksimal 5MB per gambar. Gambar pertama menjadi gambar utama."
          render={({ value, onChange, error, label, hint, required }) => (
            <ImagePicker
              label={String(label)}
              value={value as string[]}
              onChange={onChange}
              error={error}
              hint={hint}
              required={required}
              max={DESTINATION_GALLERY_MAX + 1}
              tooManyText={T.tooManyImages}
              disabled={busy}
            />
          )}
        />
      </>
    );
  }
}
