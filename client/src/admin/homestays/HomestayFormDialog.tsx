import { BATHROOM_KINDS, COOLING_KINDS, type Homestay, homestayCreateInput, isSiteRunner, LIMITS } from '@island/shared';
import { useWatch } from 'react-hook-form';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { trpc } from '../../trpc.ts';
import { Field, optionsOf } from '../../ui/form/Field.tsx';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { ImageUploadField } from '../../ui/ImageUploadField.tsx';
import { LastChangeNote } from '../audit/LastChangeNote.tsx';
import { CatalogueFormDialog } from '../catalogue/CatalogueFormDialog.tsx';
import { EnglishTextFields, type EnglishTextField, LanguageTabs } from '../catalogue/LanguageTabs.tsx';
import { type HOMESTAY_ENGLISH_TEXTS, homestayFieldOf, homestayFormValues, type HomestayFormValues, homestayPayload, missingHomestayEnglish } from './homestayForm.ts';

const COOLING_OPTIONS = optionsOf(COOLING_KINDS, { fan: 'Kipas angin', ac: 'AC', none: 'Tidak ada' });
const BATHROOM_OPTIONS = optionsOf(BATHROOM_KINDS, { private: 'Kamar mandi dalam', shared: 'Kamar mandi bersama' });

const ENGLISH_FIELDS: readonly EnglishTextField<(typeof HOMESTAY_ENGLISH_TEXTS)[number]>[] = [
  { key: 'name', label: 'Name (English)', maxLength: 200 },
  { key: 'description', label: 'Description (English)', maxLength: 5000, rows: 6 },
  { key: 'house_rules', label: 'House rules (English)', maxLength: 2000, rows: 4 },
];

/**
 * The UMKM partners of category homestay the caller may give a house (every one for staff, their
 * own for an owner), leaving out those that have one already: a household has one homestay.
 */
function usePartnerOptions(open: boolean, staff: boolean, userId: number | undefined, housed: readonly number[]) {
  const query = trpc.msme.list.useQuery({ limit: LIMITS.maxPageSize, ...(staff || userId === undefined ? {} : { user_id: userId }) }, { enabled: open, staleTime: 60_000 });
  return (query.data?.msmes ?? []).filter((partner) => partner.category === 'homestay' && !housed.includes(partner.id)).map((partner) => ({ value: String(partner.id), label: partner.brand }));
}

export interface HomestayFormDialogProps {
  open: boolean;
  /** The house being edited, or null for a new one. */
  house: Homestay | null;
  /** The partners that have a homestay already, left out of a new one's choices. */
  housed: readonly number[];
  onClose: () => void;
}

/**
 * A household's homestay: who hosts it, where it is (the map pin), what a guest reads (in both
 * languages), its pictures, times, facilities and WhatsApp, and whether the site shows it.
 */
export function HomestayFormDialog({ open, house, housed, onClose }: HomestayFormDialogProps) {
  const editing = house !== null;
  const { user } = useAuth();
  const staff = user ? isSiteRunner(user.role) : false;
  const form = useZodForm(homestayCreateInput, {
    defaultValues: homestayFormValues(house),
    // An edit checks the same rules; the partner it already has stands in for the choice.
    toInput: (values: HomestayFormValues) => homestayPayload(values),
    fieldOf: homestayFieldOf,
    resetKey: open && house,
  });
  const partners = usePartnerOptions(open && !editing, staff, user?.id, housed);
  const utils = trpc.useUtils();
  const create = trpc.homestays.create.useMutation();
  const update = trpc.homestays.update.useMutation();
  const busy = form.formState.isSubmitting;
  const watched = useWatch({ control: form.control }) as HomestayFormValues;

  const onSubmit = saveHandler(form, {
    send: () => {
      const { msme_id: msmeId, ...payload } = homestayPayload(form.getValues());
      return editing ? update.mutateAsync({ ...payload, id: house.id }) : create.mutateAsync({ ...payload, msme_id: msmeId });
    },
    success: () => (editing ? 'Homestay diperbarui' : 'Homestay ditambahkan'),
    failure: 'Gagal menyimpan homestay',
    onSaved: async () => {
      await utils.homestays.invalidate();
      onClose();
    },
  });

  return (
    <CatalogueFormDialog open={open} title={editing ? 'Edit Homestay' : 'Tambah Homestay'} editing={editing} onClose={onClose} onSubmit={onSubmit} busy={busy} dirty={form.formState.isDirty}>
      {editing && <LastChangeNote entity="homestays" entityId={house.id} />}
      <LanguageTabs form={form} label="Bahasa isi homestay" missing={missingHomestayEnglish(watched)} indonesian={indonesianFields} english={englishFields} />
    </CatalogueFormDialog>
  );

  function indonesianFields() {
    return (
      <>
        {!editing && (
          <Field
            form={form}
            name="msme_id"
            as="select"
            label="UMKM tuan rumah"
            required
            options={partners}
            placeholder="Pilih UMKM berkategori homestay"
            hint={partners.length === 0 ? 'Belum ada UMKM berkategori homestay tanpa rumah: buat atau ubah kategorinya di menu UMKM.' : undefined}
          />
        )}
        <Field form={form} name="name" label="Nama homestay" required maxLength={200} />
        <div className="form__row">
          <Field form={form} name="host_name" label="Nama tuan rumah" required maxLength={120} />
          <Field form={form} name="whatsapp" label="WhatsApp tuan rumah" required inputMode="tel" hint="Mis. 0812 3456 7890" />
        </div>
        <Field form={form} name="address" label="Alamat dan arah dari dermaga" required as="textarea" rows={2} maxLength={500} />
        <div className="form__row">
          <Field form={form} name="latitude" label="Lintang" inputMode="decimal" hint="Opsional: menaruh rumah di peta, mis. -5.0203" />
          <Field form={form} name="longitude" label="Bujur" inputMode="decimal" hint="Mis. 119.3005" />
        </div>
        <Field form={form} name="description" label="Deskripsi" required as="textarea" rows={6} maxLength={5000} />
        <Field form={form} name="house_rules" label="Aturan rumah" as="textarea" rows={3} maxLength={2000} hint="Opsional, mis. jam malam, merokok di luar." />
        <div className="form__row">
          <Field form={form} name="check_in_time" label="Jam tiba" type="time" required />
          <Field form={form} name="check_out_time" label="Jam pulang" type="time" required />
        </div>
        <fieldset className="form__group">
          <legend>Fasilitas</legend>
          <div className="form__row">
            <Field form={form} name="facilities.cooling" as="select" label="Pendingin" options={COOLING_OPTIONS} />
            <Field form={form} name="facilities.bathroom" as="select" label="Kamar mandi" options={BATHROOM_OPTIONS} />
          </div>
          <Field form={form} name="facilities.electricity_hours" label="Jam listrik" maxLength={50} hint="Mis. 24 jam, atau 18.00–06.00" />
          <Field form={form} name="facilities.breakfast" as="checkbox" label="Sarapan disediakan" />
          <Field form={form} name="facilities.drinking_water" as="checkbox" label="Air minum disediakan" />
        </fieldset>
        <Field
          form={form}
          name="photos"
          as="control"
          label="Foto rumah"
          render={({ value, onChange, error, label }) => (
            <ImageUploadField label={String(label)} value={value as string[]} onChange={onChange} error={error} max={8} allowUrl={false} disabled={busy} />
          )}
        />
        <Field form={form} name="published" as="checkbox" label="Tampil di situs" />
      </>
    );
  }

  function englishFields() {
    return <EnglishTextFields form={form} fields={ENGLISH_FIELDS} />;
  }
}
