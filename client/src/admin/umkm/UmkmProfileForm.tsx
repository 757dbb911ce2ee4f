import { type Msme, MSME_CATEGORIES, MSME_CATEGORY_LABELS, MSME_GALLERY_MAX, MSME_TEXTS, msmeUpdateInput } from '@island/shared';
import { trpc } from '../../trpc.ts';
import { ImageUploadField } from '../../ui/ImageUploadField.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextAreaField, TextField } from '../../ui/TextField.tsx';
import { issuesToFieldErrors, useCatalogueForm } from '../catalogue/useCatalogueForm.ts';
import { profileFieldOf, profileFormValues, profilePayload } from './profileForm.ts';

const T = MSME_TEXTS;

export interface UmkmProfileFormProps {
  msme: Msme;
  /** Cancel: the screen shows the loaded values again. */
  onCancel: () => void;
}

/** The UMKM profile: business, contact, social media and pictures, saved with 'Update Profile'. */
export function UmkmProfileForm({ msme, onCancel }: UmkmProfileFormProps) {
  const form = useCatalogueForm({ open: true, subject: msme, valuesOf: profileFormValues, fieldOf: profileFieldOf });
  const { bind, saving } = form;
  const utils = trpc.useUtils();
  const update = trpc.msme.update.useMutation({ onSuccess: () => Promise.all([utils.msme.invalidate(), utils.products.invalidate()]) });

  async function onSubmit() {
    const payload = profilePayload(msme.id, form.values);
    const checked = msmeUpdateInput.safeParse(payload);
    if (!checked.success) return form.showInvalid(issuesToFieldErrors(checked.error.issues));
    await form.save(() => update.mutateAsync(payload), { success: T.updated, failure: T.updateFailed });
  }

  return (
    <form
      ref={form.formRef}
      className="form profile-form"
      noValidate
      aria-label={`Profil ${msme.brand}`}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <section className="profile-form__section" aria-labelledby="profile-business">
        <h2 id="profile-business">Business Information</h2>
        <div className="form__row">
          <TextField {...bind('brand')} label="Brand" required maxLength={255} />
          <TextField {...bind('businessName')} label="Business Name" maxLength={255} />
        </div>
        <div className="form__row">
          <TextField {...bind('ownerName')} label="Owner Name" maxLength={120} />
          <SelectField {...bind('category')} label="Category" options={MSME_CATEGORIES} labels={MSME_CATEGORY_LABELS} />
        </div>
        <TextAreaField {...bind('description')} label="Description" required rows={4} />
        <TextField {...bind('address')} label="Address" maxLength={500} />
      </section>

      <section className="profile-form__section" aria-labelledby="profile-contact">
        <h2 id="profile-contact">Contact Information</h2>
        <div className="form__row">
          <TextField {...bind('phone')} label="Phone" required type="tel" inputMode="tel" />
          <TextField {...bind('whatsapp')} label="WhatsApp" type="tel" inputMode="tel" />
          <TextField {...bind('email')} label="Email" type="email" />
        </div>
      </section>

      <section className="profile-form__section" aria-labelledby="profile-social">
        <h2 id="profile-social">Social Media &amp; Online Presence</h2>
        <div className="form__row">
          <TextField {...bind('instagram')} label="Instagram Username" hint="Mis. @tenun.pulau" />
          <TextField {...bind('facebook')} label="Facebook Page" />
        </div>
        <div className="form__row">
          <TextField {...bind('shopee')} label="Shopee Store URL" inputMode="url" />
          <TextField {...bind('tiktok')} label="TikTok Username" />
        </div>
        <TextField {...bind('website')} label="Website" type="url" inputMode="url" placeholder="https://" />
      </section>

      <section className="profile-form__section" aria-labelledby="profile-images">
        <h2 id="profile-images">Business Images</h2>
        <div className="form__row">
          <ImageUploadField {...bind('logo')} label="Logo" max={1} allowUrl={false} disabled={saving} />
          <ImageUploadField {...bind('banner')} label="Banner" max={1} allowUrl={false} disabled={saving} />
        </div>
        <ImageUploadField
          {...bind('gallery')}
          label="Product Gallery"
          max={MSME_GALLERY_MAX}
          allowUrl={false}
          disabled={saving}
          hint={`Maksimal ${MSME_GALLERY_MAX} gambar. JPG atau PNG, maksimal 5MB.`}
        />
      </section>

      <div className="profile-form__actions">
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Menyimpan…' : 'Update Profile'}
        </button>
      </div>
    </form>
  );
}
