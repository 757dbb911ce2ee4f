import '../profile/profile.css';
import { type ContributorProfile, PROFILE_PICTURE_MAX_BYTES, PROFILE_TEXTS, profileUpdateInput } from '@island/shared';
import { useWatch } from 'react-hook-form';
import { QueryListState } from '../../ui/ListState.tsx';
import { trpc } from '../../trpc.ts';
import { Field } from '../../ui/form/Field.tsx';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { useUnsavedChanges } from '../../ui/unsavedChanges.tsx';
import { FieldLayout } from '../../ui/form/FieldLayout.tsx';
import { ImageUploadField } from '../../ui/ImageUploadField.tsx';
import { toast } from '../../ui/toast.ts';
import { AuthorStatGrid } from '../profile/AuthorStatGrid.tsx';
import { ChangePasswordForm } from '../profile/ChangePasswordForm.tsx';
import { SessionsCard } from '../profile/SessionsCard.tsx';
import { TwoFactorCard } from '../profile/TwoFactorCard.tsx';
import { ScreenHeader } from '../ScreenHeader.tsx';

interface Values {
  phone: string;
  location: string;
  bio: string;
  university: string;
  major: string;
  website: string;
  twitter: string;
  instagram: string;
  avatar: string[];
}

function valuesOf(profile: ContributorProfile | undefined): Values {
  return {
    phone: profile?.phone ?? '',
    location: profile?.location ?? '',
    bio: profile?.bio ?? '',
    university: profile?.university ?? '',
    major: profile?.major ?? '',
    website: profile?.website ?? '',
    twitter: profile?.twitter ?? '',
    instagram: profile?.instagram ?? '',
    avatar: profile?.avatar ? [profile.avatar] : [],
  };
}

/** The contributor profile, stored for real with live statistics (docs/product.md, Contributor profile). */
export default function ProfileScreen() {
  const query = trpc.profile.get.useQuery(undefined, { staleTime: 0 });
  const profile = query.data;

  return (
    <>
      <ScreenHeader title="Profil Kontributor" description="Profil kontributor Anda dan statistik tulisan." />
      <QueryListState query={query} items={profile ? [profile] : undefined} errorFallback="Gagal memuat profil." emptyText="">
        {profile && (
          <div className="profile-layout">
            <section className="card profile-card" aria-label="Ringkasan profil">
              {profile.avatar ? (
                <img className="avatar profile-card__avatar" src={profile.avatar} alt={`Foto profil ${profile.name}`} />
              ) : (
                <span className="avatar profile-card__avatar" aria-hidden="true">
                  {profile.name.trim().charAt(0).toUpperCase()}
                </span>
              )}
              <div>
                <h2 className="profile-card__name">{profile.name}</h2>
                <p className="profile-card__role">{PROFILE_TEXTS.subtitle}</p>
              </div>
              <AuthorStatGrid stats={profile.stats} />
            </section>
            <ProfileForm profile={profile} />
          </div>
        )}
      </QueryListState>
      <ChangePasswordForm />
      <TwoFactorCard />
      <SessionsCard />
    </>
  );
}

function ProfileForm({ profile }: { profile: ContributorProfile }) {
  const form = useZodForm(profileUpdateInput, {
    defaultValues: valuesOf(profile),
    toInput: (values: Values) => ({ ...values, avatar: values.avatar[0] ?? null }),
    // The stored values, once they change on the server (after a save), fill the form again.
    resetKey: profile,
  });
  useUnsavedChanges(form.formState.isDirty);
  const bio = useWatch({ control: form.control, name: 'bio' });
  const utils = trpc.useUtils();
  const save = trpc.profile.update.useMutation();
  const busy = form.formState.isSubmitting;

  const onSubmit = saveHandler(form, {
    send: (checked) => save.mutateAsync(checked),
    success: PROFILE_TEXTS.saved,
    failure: PROFILE_TEXTS.saveFailed,
    onSaved: (saved) => {
      utils.profile.get.setData(undefined, saved);
      void utils.profile.dashboard.invalidate();
    },
  });

  return (
    <form className="card form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
      <div className="form__row">
        <ReadOnlyField label="Nama lengkap" value={profile.name} hint="Diubah oleh administrator akun." />
        <ReadOnlyField label="Email" value={profile.email} />
      </div>
      <div className="form__row">
        <Field form={form} name="phone" label="Telepon" type="tel" inputMode="tel" autoComplete="tel" maxLength={30} />
        <Field form={form} name="location" label="Lokasi" maxLength={255} />
      </div>
      <Field form={form} name="bio" as="textarea" label="Bio" rows={4} maxLength={2000} hint={`${bio.length}/2000 karakter`} />
      <div className="form__row">
        <Field form={form} name="university" label="Universitas" maxLength={255} />
        <Field form={form} name="major" label="Jurusan" maxLength={255} />
      </div>
      <Field form={form} name="website" label="Website / Blog" type="url" inputMode="url" placeholder="https://" maxLength={1000} />
      <div className="form__row">
        <Field form={form} name="twitter" label="Twitter" placeholder="@username" maxLength={31} />
        <Field form={form} name="instagram" label="Instagram" placeholder="@username" maxLength={31} />
      </div>
      <Field
        form={form}
        name="avatar"
        as="control"
        label="Foto profil"
        render={({ value, onChange, error, label }) => <ProfilePictureField label={String(label)} value={value as string[]} onChange={onChange} error={error} />}
      />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy && <span className="spinner__ring spinner__ring--inline" aria-hidden="true" />}
          Simpan Profil
        </button>
      </div>
    </form>
  );
}

/** The account's own name and e-mail: shown, not edited here. */
function ReadOnlyField({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return <FieldLayout label={label} hint={hint}>{(control) => <input {...control} value={value} readOnly />}</FieldLayout>;
}

/** The profile picture: an image upload of at most 2 MB. */
function ProfilePictureField({ label, value, onChange, error }: { label: string; value: string[]; onChange: (value: string[]) => void; error: string | undefined }) {
  return (
    <div
      onChangeCapture={(event) => {
        // Refuse a picture over 2 MB before it is uploaded (the general upload limit is 5 MB).
        const input = event.target as HTMLInputElement;
        if (input.type !== 'file' || !input.files) return;
        if ([...input.files].some((file) => file.size > PROFILE_PICTURE_MAX_BYTES)) {
          event.stopPropagation();
          input.value = '';
          toast.error(PROFILE_TEXTS.pictureTooLarge);
        }
      }}
    >
      <ImageUploadField label={label} value={value} onChange={onChange} error={error} hint={PROFILE_TEXTS.pictureNote} allowUrl={false} />
    </div>
  );
}
