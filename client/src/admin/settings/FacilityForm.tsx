import { type Facility, FACILITY_ENGLISH_TEXTS, FACILITY_ICONS, FACILITY_TEXTS, facilityInput, facilityUpdateInput } from '@island/shared';
import { type FieldPath, useWatch } from 'react-hook-form';
import { trpc } from '../../trpc.ts';
import { FacilityIcon, facilityIconName } from '../../ui/FacilityIcon.tsx';
import { Field } from '../../ui/form/Field.tsx';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { useUnsavedChanges } from '../../ui/unsavedChanges.tsx';
import { EnglishTextFields, type EnglishTextField, type FormLanguage, LanguageTabs } from '../catalogue/LanguageTabs.tsx';
import { type EnglishFormValues, englishFormValues, missingEnglishTexts } from '../catalogue/englishTwin.ts';

interface FacilityFormValues {
  icon: string;
  label: string;
  description: string;
  available: boolean;
  /** The English twin, a box per text (decision 0035). */
  en: EnglishFormValues<(typeof FACILITY_ENGLISH_TEXTS)[number]>;
}

/** The English boxes, each beside the Indonesian text of the same name. */
const ENGLISH_FIELDS: readonly EnglishTextField<(typeof FACILITY_ENGLISH_TEXTS)[number]>[] = [
  { key: 'label', label: 'Name (English)', maxLength: 100 },
  { key: 'description', label: 'Description (English)', maxLength: 500, rows: 2 },
];

function facilityFormValues(facility: Facility | null): FacilityFormValues {
  return {
    icon: facility?.icon ?? '',
    label: facility?.label ?? '',
    description: facility?.description ?? '',
    available: facility?.available ?? true,
    en: englishFormValues(FACILITY_ENGLISH_TEXTS, facility?.en),
  };
}

/** The server's parameter names are the form's; the English twin's are 'en.label'. */
function facilityFieldOf(param: string): FieldPath<FacilityFormValues> {
  if (param.startsWith('en.')) return param.split('.').slice(0, 2).join('.') as FieldPath<FacilityFormValues>;
  const top = param.split('.')[0];
  return (['icon', 'label', 'description', 'available'] as const).find((field) => field === top) ?? 'label';
}

export interface FacilityFormProps {
  /** The facility being edited, or null to add one. */
  facility: Facility | null;
  onSaved: () => void;
  onCancel: () => void;
  /** The tab the form opens on: the translator's list opens it on English. */
  initialLanguage?: FormLanguage;
}

/**
 * Add or edit a facility: an icon (a preset or typed, ≤ 4 characters) and a name are required,
 * the description optional; its name and description in Indonesian and, beside them, English.
 */
export function FacilityForm({ facility, onSaved, onCancel, initialLanguage }: FacilityFormProps) {
  const editing = facility !== null;
  const form = useZodForm(editing ? facilityUpdateInput : facilityInput, {
    defaultValues: facilityFormValues(facility),
    toInput: (values: FacilityFormValues) => (editing ? { id: facility.id, ...values } : values),
    fieldOf: facilityFieldOf,
    resetKey: facility,
  });
  const watched = useWatch({ control: form.control }) as FacilityFormValues;
  const utils = trpc.useUtils();
  const create = trpc.facilities.create.useMutation();
  const update = trpc.facilities.update.useMutation();
  useUnsavedChanges(form.formState.isDirty);
  const busy = form.formState.isSubmitting;
  const ready = (watched.icon ?? '').trim() !== '' && (watched.label ?? '').trim() !== '';

  const onSubmit = saveHandler(form, {
    send: () => {
      const values = form.getValues();
      return editing ? update.mutateAsync({ id: facility.id, ...values }) : create.mutateAsync(values);
    },
    success: (saved) => (editing ? FACILITY_TEXTS.updated(saved.label) : FACILITY_TEXTS.created(saved.label)),
    failure: FACILITY_TEXTS.createFailed,
    toastInvalid: false,
    onSaved: async () => {
      await Promise.all([utils.facilities.list.invalidate(), utils.home.invalidate(), utils.translations.pending.invalidate()]);
      form.reset(facilityFormValues(null));
      onSaved();
    },
  });

  function cancel() {
    form.reset(facilityFormValues(facility));
    onCancel();
  }

  return (
    <form
      className="form facility-form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-busy={busy}
      aria-label={editing ? `Ubah fasilitas ${facility.label}` : 'Tambah fasilitas'}
    >
      <LanguageTabs
        form={form}
        label="Bahasa isi fasilitas"
        missing={missingEnglishTexts(FACILITY_ENGLISH_TEXTS, watched)}
        initialLanguage={initialLanguage}
        indonesian={indonesianFields}
        english={() => <EnglishTextFields form={form} fields={ENGLISH_FIELDS} />}
      />
      <div className="form__actions">
        <button type="button" className="button button--ghost" onClick={cancel} disabled={busy}>
          Batal
        </button>
        <button type="submit" className="button button--primary" disabled={!ready || busy}>
          Simpan Fasilitas
        </button>
      </div>
    </form>
  );

  /** The Indonesian fields, as elements (not a component of its own: it would mount anew on every render). */
  function indonesianFields() {
    return (
      <>
        <fieldset className="field">
          <legend>Pilih ikon</legend>
          <div className="icon-choices">
            {FACILITY_ICONS.map((choice) => (
              <button
                key={choice}
                type="button"
                className="icon-choice"
                title={facilityIconName(choice)}
                aria-pressed={watched.icon === choice}
                onClick={() => form.setValue('icon', choice, { shouldDirty: true })}
              >
                <FacilityIcon icon={choice} />
                <span className="visually-hidden">Ikon {facilityIconName(choice)}</span>
              </button>
            ))}
          </div>
        </fieldset>
        <div className="form__row">
          <Field
            form={form}
            name="icon"
            label="Ikon"
            required
            hint="Pilih di atas atau ketik sendiri, maksimal 4 karakter."
            className="facility-form__icon"
            autoComplete="off"
          />
          <Field form={form} name="label" label="Nama fasilitas" required maxLength={100} autoComplete="off" />
        </div>
        <Field form={form} name="description" as="textarea" label="Deskripsi (opsional)" rows={2} maxLength={500} />
        <Field form={form} name="available" as="checkbox" label="Tersedia" />
      </>
    );
  }
}
