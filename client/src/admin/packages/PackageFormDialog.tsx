import { PACKAGE_TEXTS, packageCreateInput, packageUpdateInput, personsInRange, type TourPackage } from '@island/shared';
import { useSiteSettings } from '../../public/useSiteSettings.ts';
import { trpc } from '../../trpc.ts';
import { ImageUploadField } from '../../ui/ImageUploadField.tsx';
import { TextAreaField, TextField } from '../../ui/TextField.tsx';
import { CatalogueFormDialog } from '../catalogue/CatalogueFormDialog.tsx';
import { issuesToFieldErrors, useCatalogueForm } from '../catalogue/useCatalogueForm.ts';
import { packageFieldOf, packageFormValues, packagePayload } from './packageForm.ts';

const T = PACKAGE_TEXTS;

export interface PackageFormDialogProps {
  open: boolean;
  /** The package being edited, or null to create one. */
  pkg: TourPackage | null;
  onClose: () => void;
}

export function PackageFormDialog({ open, pkg, onClose }: PackageFormDialogProps) {
  // A new package starts with the village's own WhatsApp number from the settings.
  const villageWhatsapp = useSiteSettings().settings.contact.whatsapp;
  const form = useCatalogueForm({
    open,
    subject: pkg,
    valuesOf: (subject: TourPackage | null) => packageFormValues(subject, villageWhatsapp),
    fieldOf: packageFieldOf,
  });
  const { values, set, bind, saving } = form;
  const utils = trpc.useUtils();
  const create = trpc.packages.create.useMutation({ onSuccess: () => utils.packages.invalidate() });
  const update = trpc.packages.update.useMutation({ onSuccess: () => utils.packages.invalidate() });
  const editing = pkg !== null;

  async function onSubmit() {
    const payload = packagePayload(values);
    const checked = editing ? packageUpdateInput.safeParse({ id: pkg.id, ...payload }) : packageCreateInput.safeParse(payload);
    const issues = checked.success ? [] : issuesToFieldErrors(checked.error.issues);
    // The update schema leaves the pair to the server, which compares with what is stored; here both are at hand.
    if (checked.success && editing) {
      const { minPersons, maxPersons } = checked.data;
      if (minPersons !== undefined && maxPersons !== undefined && !personsInRange({ minPersons, maxPersons })) {
        issues.push({ param: 'maxPersons', msg: T.personsRange });
      }
    }
    if (issues.length > 0) return form.showInvalid(issues);
    const ok = await form.save(
      () => (editing ? update.mutateAsync({ id: pkg.id, ...payload }) : create.mutateAsync(payload)),
      { success: editing ? T.updated : T.created, failure: 'Gagal menyimpan paket wisata' },
    );
    if (ok) onClose();
  }

  return (
    <CatalogueFormDialog open={open} title={editing ? 'Edit Paket Wisata' : 'Tambah Paket Wisata'} editing={editing} onClose={onClose} form={form} onSubmit={onSubmit}>
      <TextField {...bind('name')} label="Nama paket" required maxLength={255} />
      <TextAreaField {...bind('description')} label="Deskripsi" required rows={4} />
      <div className="form__row">
        <TextField {...bind('duration')} label="Durasi" required hint="Mis. 2 hari 1 malam" maxLength={100} />
        <TextField {...bind('price')} label="Harga per orang (Rp)" hint="Kosong berarti 0" inputMode="numeric" placeholder="0" />
      </div>
      <div className="form__row">
        <TextField {...bind('minPersons')} label="Minimal peserta" inputMode="numeric" />
        <TextField {...bind('maxPersons')} label="Maksimal peserta" inputMode="numeric" />
      </div>
      <TextAreaField {...bind('facilities')} label="Fasilitas" hint="Satu fasilitas per baris." rows={5} />
      <div className="form__row">
        <TextField {...bind('whatsappContact')} label="Nomor WhatsApp" required hint="Mis. 6281234567890" type="tel" inputMode="tel" />
        <TextField {...bind('whatsappBookingUrl')} label="URL booking WhatsApp" hint="Opsional, mis. https://wa.me/62812…" type="url" inputMode="url" />
      </div>
      <label className="field--check">
        <input type="checkbox" checked={values.popular} onChange={(e) => set('popular', e.target.checked)} />
        <span>
          Paket populer
          <span className="field__hint">Ditandai &lsquo;Most Popular&rsquo; dan tampil paling atas.</span>
        </span>
      </label>
      <ImageUploadField {...bind('image')} label="Gambar paket" max={1} allowUrl={false} disabled={saving} hint="Opsional. JPG atau PNG, maksimal 5MB." />
    </CatalogueFormDialog>
  );
}
