import { EVENT_CATEGORIES, EVENT_CONTACT_MAX, type EVENT_ENGLISH_TEXTS, EVENT_PLACE_MAX, EVENT_PRICE_MAX, EVENT_TEXTS, EVENT_TITLE_MAX, eventCreateInput, type IslandEvent, id, LIMITS } from '@island/shared';
import { ArticleContentField } from '../../editor/ArticleContentField.tsx';
import { trpc } from '../../trpc.ts';
import { Field, optionsOf } from '../../ui/form/Field.tsx';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { ImageUploadField } from '../../ui/ImageUploadField.tsx';
import { LastChangeNote } from '../audit/LastChangeNote.tsx';
import { CatalogueFormDialog } from '../catalogue/CatalogueFormDialog.tsx';
import { eventFieldOf, eventFormValues, type EventFormValues, eventPayload, missingEventEnglish } from './eventForm.ts';
import { useWatch } from 'react-hook-form';
import { EnglishTextFields, type EnglishTextField, type FormLanguage, LanguageTabs } from '../catalogue/LanguageTabs.tsx';
import { englishMissing, htmlWords } from '../catalogue/englishTwin.ts';

const T = EVENT_TEXTS;
const CATEGORY_OPTIONS = optionsOf(EVENT_CATEGORIES, id.categories.event);

/** The English boxes; the description is written in its own editor after them. */
const ENGLISH_FIELDS: readonly EnglishTextField<Exclude<(typeof EVENT_ENGLISH_TEXTS)[number], 'description'>>[] = [
  { key: 'title', label: 'Title (English)', maxLength: EVENT_TITLE_MAX },
  { key: 'place', label: 'Place (English)', maxLength: EVENT_PLACE_MAX },
  { key: 'price', label: 'Price (English)', maxLength: EVENT_PRICE_MAX },
];

export interface EventFormDialogProps {
  open: boolean;
  /** The event being edited, or null for a new one. */
  event: IslandEvent | null;
  /** A site runner's new event is published at once; a contributor's is a proposal that waits for review. */
  staff: boolean;
  onClose: () => void;
  /** The tab the form opens on: the translator's list opens it on English. */
  initialLanguage?: FormLanguage;
}

/** The destinations a place may point at (its coordinates put the event on the map), fetched when the form opens. */
function useDestinationOptions(open: boolean) {
  const query = trpc.destinations.list.useQuery({ limit: LIMITS.maxPageSize }, { enabled: open, staleTime: 60_000 });
  return (query.data?.destinations ?? []).map((destination) => ({ value: String(destination.id), label: destination.title }));
}

/** Add or edit an event: what, when (dates, optional times), where, the text and picture, price and contact. */
export function EventFormDialog({ open, event, staff, onClose, initialLanguage }: EventFormDialogProps) {
  const editing = event !== null;
  const form = useZodForm(eventCreateInput, {
    defaultValues: eventFormValues(event),
    toInput: (values: EventFormValues) => eventPayload(values),
    fieldOf: eventFieldOf,
    resetKey: open && event,
  });
  const destinations = useDestinationOptions(open);
  const utils = trpc.useUtils();
  const create = trpc.events.create.useMutation();
  const update = trpc.events.update.useMutation();
  const busy = form.formState.isSubmitting;
  const watched = useWatch({ control: form.control }) as EventFormValues;

  const onSubmit = saveHandler(form, {
    // The status is not sent: a new event takes the writer's default, an edited one keeps its own.
    send: () => {
      const payload = eventPayload(form.getValues());
      return editing ? update.mutateAsync({ ...payload, id: event.id }) : create.mutateAsync(payload);
    },
    success: (saved) => (saved.status === 'pending' && !staff && !editing ? T.proposed : editing ? T.updated : T.created),
    failure: 'Gagal menyimpan acara',
    onSaved: async () => {
      await utils.events.invalidate();
      onClose();
    },
  });

  return (
    <CatalogueFormDialog
      open={open}
      title={editing ? 'Edit Acara' : staff ? 'Tambah Acara' : 'Usulkan Acara'}
      editing={editing}
      onClose={onClose}
      onSubmit={onSubmit}
      busy={busy}
      dirty={form.formState.isDirty}
    >
      {editing && <LastChangeNote entity="events" entityId={event.id} />}
      {!staff && !editing && <p className="field__hint" role="note">Usulan Anda tampil di agenda setelah diterbitkan oleh admin.</p>}
      <LanguageTabs
        form={form}
        label="Bahasa isi acara"
        missing={missingEventEnglish(watched)}
        initialLanguage={initialLanguage}
        indonesian={indonesianFields}
        english={englishFields}
      />
    </CatalogueFormDialog>
  );

  /** The Indonesian fields, as elements (not a component of its own: it would mount anew on every render). */
  function indonesianFields() {
    return (
      <>
        <Field form={form} name="title" label="Judul" required maxLength={EVENT_TITLE_MAX} />
        <Field form={form} name="category" as="select" label="Kategori" required options={CATEGORY_OPTIONS} placeholder="Pilih kategori" />
        <div className="form__row">
          <Field form={form} name="startsOn" label="Tanggal mulai" required type="date" />
          <Field form={form} name="endsOn" label="Tanggal selesai" type="date" hint="Kosongkan untuk acara satu hari." />
        </div>
        <div className="form__row">
          <Field form={form} name="startTime" label="Jam mulai" type="time" hint="Kosongkan untuk sepanjang hari." />
          <Field form={form} name="endTime" label="Jam selesai" type="time" />
        </div>
        <Field form={form} name="yearly" as="checkbox" label="Setiap tahun (berulang pada tanggal yang sama)" />
        <div className="form__row">
          <Field form={form} name="place" label="Tempat" required maxLength={EVENT_PLACE_MAX} hint="Mis. Lapangan desa, Dermaga utama" />
          <Field form={form} name="destinationId" as="select" label="Destinasi" options={destinations} placeholder="Tanpa destinasi" hint="Opsional: menaruh acara di peta." />
        </div>
        <Field
          form={form}
          name="description"
          as="control"
          label="Deskripsi"
          required
          render={({ value, onChange, error, label, required }) => (
            <ArticleContentField label={String(label)} required={required} value={value as string} onChange={onChange} error={error} />
          )}
        />
        <Field
          form={form}
          name="image"
          as="control"
          label="Gambar"
          render={({ value, onChange, error, label }) => (
            <ImageUploadField label={String(label)} value={value as string[]} onChange={onChange} error={error} allowUrl={false} disabled={busy} />
          )}
        />
        <div className="form__row">
          <Field form={form} name="price" label="Harga" maxLength={EVENT_PRICE_MAX} hint="Opsional, mis. Gratis atau Rp 25.000" />
          <Field form={form} name="contact" label="Kontak" maxLength={EVENT_CONTACT_MAX} hint="Opsional, mis. nomor WhatsApp panitia" />
        </div>
      </>
    );
  }

  /** The English boxes, and the description in its own editor, marked while missing like the boxes. */
  function englishFields() {
    return (
      <EnglishTextFields form={form} fields={ENGLISH_FIELDS}>
        <Field
          form={form}
          name="en.description"
          as="control"
          label="Description (English)"
          hint={englishMissing(htmlWords(watched.description), htmlWords(watched.en?.description)) ? 'Belum diisi' : undefined}
          render={({ value, onChange, error, label, hint }) => (
            <ArticleContentField label={String(label)} value={value as string} onChange={onChange} error={error} hint={hint} />
          )}
        />
      </EnglishTextFields>
    );
  }
}
