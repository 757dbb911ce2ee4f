import { type Msme, MSME_CATEGORIES, MSME_ENGLISH_TEXTS, MSME_GALLERY_MAX, MSME_TEXTS, msmeUpdateInput, ID_LABELS } from '@island/shared';
import { type ReactNode, useEffect } from 'react';
import { trpc } from '../../trpc.ts';
import { Field, optionsOf } from '../../ui/form/Field.tsx';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { ImageUploadField } from '../../ui/ImageUploadField.tsx';
import { useDiscardGuard } from '../../ui/useDiscardGuard.tsx';
import { useWatch } from 'react-hook-form';
import { EnglishTextFields, LanguageTabs } from '../catalogue/LanguageTabs.tsx';
import { missingEnglishTexts } from '../catalogue/englishTwin.ts';
import { MSME_ENGLISH_FIELDS } from './msmeForm.ts';
import { profileFieldOf, type ProfileFormValues, profileFormValues, profilePayload } from './profileForm.ts';

const T = MSME_TEXTS;
const CATEGORY_OPTIONS = optionsOf(MSME_CATEGORIES, ID_LABELS.msmeCategory);

/**
 * The UMKM profile: business, contact, social media and pictures; Batal restores the loaded
 * values (asking first). `onDirtyChange` tells the screen, which asks before showing another business.
 */
export function UmkmProfileForm({ msme, onDirtyChange }: { msme: Msme; onDirtyChange?: (dirty: boolean) => void }) {
  const form = useZodForm(msmeUpdateInput, {
    defaultValues: profileFormValues(msme),
    toInput: (values: ProfileFormValues) => profilePayload(msme.id, values),
    fieldOf: profileFieldOf,
    resetKey: msme,
  });
  const utils = trpc.useUtils();
  const update = trpc.msme.update.useMutation({ onSuccess: () => Promise.all([utils.msme.invalidate(), utils.products.invalidate()]) });
  const busy = form.formState.isSubmitting;
  const watched = useWatch({ control: form.control }) as ProfileFormValues;
  const dirty = form.formState.isDirty;
  const guard = useDiscardGuard(dirty);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const onSubmit = saveHandler(form, {
    send: () => update.mutateAsync(profilePayload(msme.id, form.getValues())),
    success: T.updated,
    failure: T.updateFailed,
  });

  const picture = (name: 'logo' | 'banner' | 'gallery', label: string, max: number, hint?: ReactNode) => (
    <Field
      form={form}
      name={name}
      as="control"
      label={label}
      hint={hint}
      render={(field) => (
        <ImageUploadField label={label} value={field.value as string[]} onChange={field.onChange} error={field.error} hint={field.hint} max={max} allowUrl={false} disabled={busy} />
      )}
    />
  );

  return (
    <form className="form profile-form" noValidate aria-label={`Profil ${msme.brand}`} onSubmit={(event) => void onSubmit(event)}>
      <section className="profile-form__section" aria-labelledby="profile-business">
        <h2 id="profile-business">Business Information</h2>
        <div className="form__row">
          <Field form={form} name="brand" label="Brand" required maxLength={255} />
          <Field form={form} name="businessName" label="Business Name" maxLength={255} />
        </div>
        <div className="form__row">
          <Field form={form} name="ownerName" label="Owner Name" maxLength={120} />
          <Field form={form} name="category" as="select" label="Category" options={CATEGORY_OPTIONS} />
        </div>
        {/* The description is the profile's one text with an English twin (decision 0035): in two languages, side by side. */}
        <LanguageTabs
          form={form}
          label="Bahasa deskripsi"
          missing={missingEnglishTexts(MSME_ENGLISH_TEXTS, watched)}
          indonesian={() => <Field form={form} name="description" as="textarea" label="Description" required rows={4} />}
          english={() => <EnglishTextFields form={form} fields={MSME_ENGLISH_FIELDS} />}
        />
        <Field form={form} name="address" label="Address" maxLength={500} />
      </section>

      <section className="profile-form__section" aria-labelledby="profile-contact">
        <h2 id="profile-contact">Contact Information</h2>
        <div className="form__row">
          <Field form={form} name="phone" label="Phone" required type="tel" inputMode="tel" />
          <Field form={form} name="whatsapp" label="WhatsApp" type="tel" inputMode="tel" />
          <Field form={form} name="email" label="Email" type="email" />
        </div>
      </section>

      <section className="profile-form__section" aria-labelledby="profile-social">
        <h2 id="profile-social">Social Media &amp; Online Presence</h2>
        <div className="form__row">
          <Field form={form} name="instagram" label="Instagram Username" hint="Mis. @tenun.pulau" />
          <Field form={form} name="facebook" label="Facebook Page" />
        </div>
        <div className="form__row">
          <Field form={form} name="shopee" label="Shopee Store URL" inputMode="url" />
          <Field form={form} name="tiktok" label="TikTok Username" />
        </div>
        <Field form={form} name="website" label="Website" type="url" inputMode="url" placeholder="https://" />
      </section>

      <section className="profile-form__section" aria-labelledby="profile-images">
        <h2 id="profile-images">Business Images</h2>
        <div className="form__row">
          {picture('logo', 'Logo', 1)}
          {picture('banner', 'Banner', 1)}
        </div>
        {picture('gallery', 'Product Gallery', MSME_GALLERY_MAX, `Maksimal ${MSME_GALLERY_MAX} gambar. JPG atau PNG, maksimal 5MB.`)}
      </section>

      <div className="profile-form__actions">
        <button type="button" className="button button--ghost" onClick={() => guard.discardThen(() => form.reset(profileFormValues(msme)))} disabled={busy}>
          Batal
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Menyimpan…' : 'Update Profile'}
        </button>
      </div>
      {guard.prompt}
    </form>
  );
}
