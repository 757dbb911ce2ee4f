import { PACKAGE_TEXTS, packageCreateInput, packageUpdateInput, personsInRange, type TourPackage } from '@island/shared';
import { useSiteSettings } from '../../useSiteSettings.ts';
import { trpc } from '../../trpc.ts';
import { Field } from '../../ui/form/Field.tsx';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { ImageUploadField } from '../../ui/ImageUploadField.tsx';
import { CatalogueFormDialog } from '../catalogue/CatalogueFormDialog.tsx';
import { packageFieldOf, packageFormValues, type PackageFormValues, packagePayload } from './packageForm.ts';
import { LastChangeNote } from '../audit/LastChangeNote.tsx';

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
}

export function PackageFormDialog({ open, pkg, onClose, onEditRules }: PackageFormDialogProps) {
  // A new package starts with the village's own WhatsApp number from the settings.
  const villageWhatsapp = useSiteSettings().settings.contact.whatsapp;
  const editing = pkg !== null;
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
      <Field form={form} name="name" label="Nama paket" required maxLength={255} />
      <Field form={form} name="description" as="textarea" label="Deskripsi" required rows={4} />
      <div className="form__row">
        <Field form={form} name="duration" label="Durasi" required hint="Mis. 2 hari 1 malam" maxLength={100} />
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
      <Field form={form} name="facilities" as="textarea" label="Fasilitas" hint="Satu fasilitas per baris." rows={5} />
      <div className="form__row">
        <Field form={form} name="whatsappContact" label="Nomor WhatsApp" required hint="Mis. 6281234567890" type="tel" inputMode="tel" />
        <Field form={form} name="whatsappBookingUrl" label="URL booking WhatsApp" hint="Opsional, mis. https://wa.me/62812…" type="url" inputMode="url" />
      </div>
      <Field form={form} name="popular" as="checkbox" label="Paket populer" hint={<>Ditandai &lsquo;Most Popular&rsquo; dan tampil paling atas.</>} />
      <Field
        form={form}
        name="image"
        as="control"
        label="Gambar paket"
        hint="Opsional. JPG atau PNG, maksimal 5MB."
        render={({ value, onChange, error, hint }) => (
          <ImageUploadField label="Gambar paket" value={value as string[]} onChange={onChange} error={error} hint={hint} max={1} allowUrl={false} disabled={busy} />
        )}
      />
    </CatalogueFormDialog>
  );
}
