import { PACKAGE_TEXTS, packageCreateInput, packageUpdateInput, personsInRange, type TourPackage } from '@island/shared';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { useSiteSettings } from '../../public/useSiteSettings.ts';
import { trpc } from '../../trpc.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { focusFirstInvalid } from '../../ui/fieldErrors.ts';
import { FormField } from '../../ui/FormField.tsx';
import { ImageUploadField } from '../../ui/ImageUploadField.tsx';
import { issuesToFieldErrors, useSaveFlow } from '../catalogue/useSaveFlow.ts';
import { packageFieldOf, type PackageFormValues, packageFormValues, packagePayload } from './packageForm.ts';

const T = PACKAGE_TEXTS;
const FORM_ID = 'package-form';

export interface PackageFormDialogProps {
  open: boolean;
  /** The package being edited, or null to create one. */
  pkg: TourPackage | null;
  onClose: () => void;
}

export function PackageFormDialog({ open, pkg, onClose }: PackageFormDialogProps) {
  // A new package starts with the village's own WhatsApp number from the settings.
  const villageWhatsapp = useSiteSettings().settings.contact.whatsapp;
  const [values, setValues] = useState<PackageFormValues>(() => packageFormValues(pkg, villageWhatsapp));
  const flow = useSaveFlow(packageFieldOf);
  const { reset } = flow;
  const formRef = useRef<HTMLFormElement>(null);
  const utils = trpc.useUtils();
  const create = trpc.packages.create.useMutation({ onSuccess: () => utils.packages.invalidate() });
  const update = trpc.packages.update.useMutation({ onSuccess: () => utils.packages.invalidate() });
  const editing = pkg !== null;

  // Before paint, so the form never shows the previous package's values for a frame.
  useLayoutEffect(() => {
    if (!open) return;
    setValues(packageFormValues(pkg, villageWhatsapp));
    reset();
  }, [open, pkg, reset]); // not on villageWhatsapp: settings arriving late must not wipe what is being typed

  function set<K extends keyof PackageFormValues>(field: K, value: PackageFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    flow.clearError(field);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
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
    if (issues.length > 0) {
      flow.showInvalid(issues);
      focusFirstInvalid(formRef.current);
      return;
    }
    const ok = await flow.save(
      () => (editing ? update.mutateAsync({ id: pkg.id, ...payload }) : create.mutateAsync(payload)),
      { success: editing ? T.updated : T.created, failure: 'Gagal menyimpan paket wisata' },
    );
    if (ok) onClose();
    else focusFirstInvalid(formRef.current);
  }

  const { errors, saving } = flow;
  const number = (field: 'price' | 'minPersons' | 'maxPersons') => ({
    inputMode: 'numeric' as const,
    value: values[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  });

  return (
    <Dialog
      open={open}
      title={editing ? 'Edit Paket Wisata' : 'Tambah Paket Wisata'}
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
        <FormField label="Nama paket" error={errors.name} required>
          {(control) => <input {...control} value={values.name} maxLength={255} onChange={(e) => set('name', e.target.value)} />}
        </FormField>
        <FormField label="Deskripsi" error={errors.description} required>
          {(control) => <textarea {...control} rows={4} value={values.description} onChange={(e) => set('description', e.target.value)} />}
        </FormField>
        <div className="form__row">
          <FormField label="Durasi" error={errors.duration} required hint="Mis. 2 hari 1 malam">
            {(control) => <input {...control} value={values.duration} maxLength={100} onChange={(e) => set('duration', e.target.value)} />}
          </FormField>
          <FormField label="Harga per orang (Rp)" error={errors.price} hint="Kosong berarti 0">
            {(control) => <input {...control} {...number('price')} placeholder="0" />}
          </FormField>
        </div>
        <div className="form__row">
          <FormField label="Minimal peserta" error={errors.minPersons}>
            {(control) => <input {...control} {...number('minPersons')} />}
          </FormField>
          <FormField label="Maksimal peserta" error={errors.maxPersons}>
            {(control) => <input {...control} {...number('maxPersons')} />}
          </FormField>
        </div>
        <FormField label="Fasilitas" error={errors.facilities} hint="Satu fasilitas per baris.">
          {(control) => <textarea {...control} rows={5} value={values.facilities} onChange={(e) => set('facilities', e.target.value)} />}
        </FormField>
        <div className="form__row">
          <FormField label="Nomor WhatsApp" error={errors.whatsappContact} required hint="Mis. 6281234567890">
            {(control) => (
              <input {...control} type="tel" inputMode="tel" value={values.whatsappContact} onChange={(e) => set('whatsappContact', e.target.value)} />
            )}
          </FormField>
          <FormField label="URL booking WhatsApp" error={errors.whatsappBookingUrl} hint="Opsional, mis. https://wa.me/62812…">
            {(control) => (
              <input
                {...control}
                type="url"
                inputMode="url"
                value={values.whatsappBookingUrl}
                onChange={(e) => set('whatsappBookingUrl', e.target.value)}
              />
            )}
          </FormField>
        </div>
        <label className="field--check">
          <input type="checkbox" checked={values.popular} onChange={(e) => set('popular', e.target.checked)} />
          <span>
            Paket populer
            <span className="field__hint">Ditandai &lsquo;Most Popular&rsquo; dan tampil paling atas.</span>
          </span>
        </label>
        <ImageUploadField
          label="Gambar paket"
          value={values.image}
          onChange={(image) => set('image', image)}
          max={1}
          allowUrl={false}
          error={errors.image}
          disabled={saving}
          hint="Opsional. JPG atau PNG, maksimal 5MB."
        />
      </form>
    </Dialog>
  );
}
