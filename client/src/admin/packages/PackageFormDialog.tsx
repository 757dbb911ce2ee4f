import './package-form.css';
import { PACKAGE_PAGE_LIMITS, PACKAGE_TEXTS, packageCreateInput, packageUpdateInput, personsInRange, type TourPackage } from '@island/shared';
import { useSiteSettings } from '../../useSiteSettings.ts';
import { trpc } from '../../trpc.ts';
import { Field } from '../../ui/form/Field.tsx';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { CatalogueFormDialog } from '../catalogue/CatalogueFormDialog.tsx';
import { ImagePicker } from '../catalogue/ImagePicker.tsx';
import { ItineraryEditor } from './ItineraryEditor.tsx';
import { type ItineraryFormRow, packageFieldOf, packageFormValues, type PackageFormValues, packagePayload } from './packageForm.ts';
import { LastChangeNote } from '../audit/LastChangeNote.tsx';
import { useLegChoices } from '../transportation/legChoices.ts';
import { useWatch } from 'react-hook-form';
import { LanguageTabs } from '../catalogue/LanguageTabs.tsx';
import { PackageEnglishFields } from './PackageEnglishFields.tsx';
import { TripLengthFields } from './TripLengthFields.tsx';
import { missingEnglish } from './packageForm.ts';

const T = PACKAGE_TEXTS;

// The update schema leaves the pair to the server, which compares with what is stored; here both are at hand.
const editSchema = packageUpdateInput.superRefine(({ minPersons, maxPersons }, ctx) => {
  if (minPersons !== undefined && maxPersons !== undefined && !personsInRange({ minPersons, maxPersons })) {
    ctx.addIssue({ code: 'custom', path: ['maxPersons'], message: T.personsRange });
  }
});

export interface PackageFormDialogProps {
  open: boolean;
  /** The package being edited, or null to create one. */
  pkg: TourPackage | null;
  onClose: () => void;
  /** Opens the package's booking rules (capacity, weekdays, closed dates…), which are saved on their own. */
  onEditRules?: (pkg: TourPackage) => void;
  /** The tab the form opens on: the translator's list opens it on English. */
  initialLanguage?: 'id' | 'en';
}

export function PackageFormDialog({ open, pkg, onClose, onEditRules, initialLanguage = 'id' }: PackageFormDialogProps) {
  // A new package starts with the village's own WhatsApp number from the settings.
  const villageWhatsapp = useSiteSettings().settings.contact.whatsapp;
  const editing = pkg !== null;
  const legs = useLegChoices({ out: pkg?.boatOut ?? null, back: pkg?.boatBack ?? null });
  const form = useZodForm(editing ? editSchema : packageCreateInput, {
    defaultValues: packageFormValues(pkg, villageWhatsapp),
    toInput: (values: PackageFormValues) => (editing ? { id: pkg.id, ...packagePayload(values) } : packagePayload(values)),
    fieldOf: packageFieldOf,
    resetKey: open && pkg,
  });
  const utils = trpc.useUtils();
  const create = trpc.packages.create.useMutation({ onSuccess: () => utils.packages.invalidate() });
  const update = trpc.packages.update.useMutation({ onSuccess: () => utils.packages.invalidate() });
  const busy = form.formState.isSubmitting;
  const watched = useWatch({ control: form.control }) as PackageFormValues;
  const missing = missingEnglish(watched);

  const onSubmit = saveHandler(form, {
    send: () => {
      const payload = packagePayload(form.getValues());
      return editing ? update.mutateAsync({ id: pkg.id, ...payload }) : create.mutateAsync(payload);
    },
    success: editing ? T.updated : T.created,
    failure: 'Gagal menyimpan paket wisata',
    onSaved: onClose,
  });

  return (
    <CatalogueFormDialog open={open} title={editing ? 'Edit Paket Wisata' : 'Tambah Paket Wisata'} editing={editing} onClose={onClose} onSubmit={onSubmit} busy={busy} dirty={form.formState.isDirty}>
      {editing && <LastChangeNote entity="packages" entityId={pkg.id} />}
      <LanguageTabs
        form={form}
        label="Bahasa isi paket"
        missing={missing}
        initialLanguage={initialLanguage}
        indonesian={indonesianFields}
        english={() => <PackageEnglishFields form={form} />}
        className="package-form__languages"
      />
    </CatalogueFormDialog>
  );

  /** The Indonesian fields, as elements (not a component of its own: it would mount anew on every render). */
  function indonesianFields() {
    return (
    <>
      <Field form={form} name="name" label="Nama paket" required maxLength={255} />
      <Field form={form} name="description" as="textarea" label="Deskripsi" required rows={4} />
      <TripLengthFields form={form} />
      <div className="form__row">
        <Field form={form} name="price" label="Harga per orang (Rp)" hint="Kosong berarti 0" inputMode="numeric" placeholder="0" />
      </div>
      <div className="form__row">
        <Field form={form} name="minPersons" label="Minimal peserta" inputMode="numeric" />
        <Field form={form} name="maxPersons" label="Maksimal peserta" inputMode="numeric" />
      </div>
      {editing && onEditRules && (
        <p className="field__hint package-form__rules">
          Kuota per tanggal, hari berjalan, tanggal tutup, dan ketentuan pembatalan diatur di{' '}
          <button type="button" className="button button--ghost button--small" onClick={() => onEditRules(pkg)}>
            Aturan Booking
          </button>
        </p>
      )}
      <Field form={form} name="facilities" as="textarea" label="Sudah termasuk (fasilitas)" hint="Satu per baris; tampil di kartu dan di halaman paket." rows={5} />
      <Field form={form} name="excluded" as="textarea" label="Belum termasuk" hint="Satu per baris, mis. transportasi ke dermaga." rows={3} />
      <Field form={form} name="bring" as="textarea" label="Yang perlu dibawa" hint="Satu per baris, mis. baju ganti, tabir surya." rows={3} />
      <Field
        form={form}
        name="itinerary"
        as="control"
        label="Jadwal perjalanan"
        render={({ value, onChange, error }) => (
          <ItineraryEditor value={value as ItineraryFormRow[]} onChange={onChange} error={error} disabled={busy} />
        )}
      />
      <Field form={form} name="meetingPointName" label="Titik kumpul" hint="Mis. Dermaga Desa Pulau Bulo" maxLength={PACKAGE_PAGE_LIMITS.meetingPointNameMax} />
      <Field form={form} name="meetingPointDirections" as="textarea" label="Petunjuk arah ke titik kumpul" rows={3} maxLength={PACKAGE_PAGE_LIMITS.meetingPointDirectionsMax} />
      <div className="form__row">
        <Field form={form} name="lat" label="Latitude titik kumpul" hint="Opsional, mis. -5.0036" inputMode="decimal" />
        <Field form={form} name="lng" label="Longitude titik kumpul" hint="Opsional, mis. 119.3008" inputMode="decimal" />
      </div>
      <Field form={form} name="boat" label="Kapal" hint="Opsional, mis. KM Bulo Indah" maxLength={PACKAGE_PAGE_LIMITS.boatMax} />
      <div className="form__row">
        <Field form={form} name="boatOut" as="select" label="Kapal berangkat" placeholder="Tidak ditentukan" options={legs.out} hint="Jadwal kapal ke pulau; tiap booking baru memakainya." />
        <Field form={form} name="boatBack" as="select" label="Kapal pulang" placeholder="Tidak ditentukan" options={legs.back} hint="Jadwal kapal dari pulau." />
      </div>
      <div className="form__row">
        <Field form={form} name="whatsappContact" label="Nomor WhatsApp" required hint="Mis. 6281234567890" type="tel" inputMode="tel" />
        <Field form={form} name="whatsappBookingUrl" label="URL booking WhatsApp" hint="Opsional, mis. https://wa.me/62812…" type="url" inputMode="url" />
      </div>
      <Field form={form} name="popular" as="checkbox" label="Paket populer" hint={<>Ditandai &lsquo;Paling diminati&rsquo; dan tampil paling atas.</>} />
      <Field form={form} name="active" as="checkbox" label="Aktif" hint="Paket nonaktif tidak tampil bagi pengunjung dan halamannya tidak ditemukan." />
      <Field
        form={form}
        name="image"
        as="control"
        label="Foto paket"
        hint={`Opsional. JPG atau PNG, maksimal 5MB per foto. Foto pertama tampil di kartu; sisanya (maksimal ${PACKAGE_PAGE_LIMITS.galleryMax}) di galeri halaman paket.`}
        render={({ value, onChange, error, label, hint }) => (
          <ImagePicker
            label={String(label)}
            value={value as string[]}
            onChange={onChange}
            error={error}
            hint={hint}
            max={PACKAGE_PAGE_LIMITS.galleryMax + 1}
            tooManyText={T.tooManyImages}
            disabled={busy}
          />
        )}
      />
    </>
    );
  }
}
