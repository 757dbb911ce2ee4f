import { ChangePasswordForm } from '../profile/ChangePasswordForm.tsx';
import '../profile/profile.css';
import { type ContributorProfile, PROFILE_PICTURE_MAX_BYTES, PROFILE_TEXTS, profileUpdateInput } from '@island/shared';
import { type FormEvent, useEffect, useRef } from 'react';
import { QueryListState } from '../../public/catalogue/ListState.tsx';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { fieldErrorsFromIssues, fieldErrorsFromServer, focusFirstInvalid } from '../../ui/fieldErrors.ts';
import { ImageUploadField } from '../../ui/ImageUploadField.tsx';
import { TextAreaField, TextField } from '../../ui/TextField.tsx';
import { toast } from '../../ui/toast.ts';
import { useFormValues } from '../../ui/useFormValues.ts';
import { AuthorStatGrid } from '../profile/AuthorStatGrid.tsx';
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
type Field = keyof Values;

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

/** The contributor profile of back-office.md §2, stored for real with live statistics (DESIGN §5). */
export default function ProfileScreen() {
  const query = trpc.profile.get.useQuery(undefined, { staleTime: 0 });
  const profile = query.data;

  return (
    <>
      <ScreenHeader title="Contributor Profile" description="Profil kontributor Anda dan statistik tulisan." />
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
    </>
  );
}

function ProfileForm({ profile }: { profile: ContributorProfile }) {
  const form = useFormValues<Values>(() => valuesOf(profile));
  const { values, errors, setErrors, setValues, bind } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const utils = trpc.useUtils();
  const save = trpc.profile.update.useMutation();

  // The stored values, once they change on the server (after a save), fill the form again.
  useEffect(() => setValues(valuesOf(profile)), [profile, setValues]);

  const text = (field: Exclude<Field, 'avatar'>) => ({ name: field, ...bind(field) });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = profileUpdateInput.safeParse({ ...values, avatar: values.avatar[0] ?? null });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues<Field>(parsed.error.issues));
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      const saved = await save.mutateAsync(parsed.data);
      utils.profile.get.setData(undefined, saved);
      void utils.profile.dashboard.invalidate();
      toast.success(PROFILE_TEXTS.saved);
    } catch (error) {
      setErrors(fieldErrorsFromServer<Field>(error));
      toast.error(messageOf(error, PROFILE_TEXTS.saveFailed));
      focusFirstInvalid(formRef.current);
    }
  }

  return (
    <form ref={formRef} className="card form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={save.isPending}>
      <div className="form__row">
        <TextField label="Nama lengkap (Full name)" value={profile.name} onChange={() => {}} readOnly hint="Diubah oleh administrator akun." />
        <TextField label="Email" type="email" value={profile.email} onChange={() => {}} readOnly />
      </div>
      <div className="form__row">
        <TextField {...text('phone')} label="Telepon (Phone)" type="tel" inputMode="tel" autoComplete="tel" maxLength={30} />
        <TextField {...text('location')} label="Lokasi (Location)" maxLength={255} />
      </div>
      <TextAreaField {...text('bio')} label="Bio" rows={4} maxLength={2000} hint={`${values.bio.length}/2000 karakter`} />
      <div className="form__row">
        <TextField {...text('university')} label="Universitas (University)" maxLength={255} />
        <TextField {...text('major')} label="Jurusan (Major)" maxLength={255} />
      </div>
      <TextField {...text('website')} label="Website / Blog" type="url" inputMode="url" placeholder="https://" maxLength={1000} />
      <div className="form__row">
        <TextField {...text('twitter')} label="Twitter" placeholder="@username" maxLength={31} />
        <TextField {...text('instagram')} label="Instagram" placeholder="@username" maxLength={31} />
      </div>
      <ProfilePictureField value={values.avatar} onChange={(avatar) => form.set('avatar', avatar)} error={errors.avatar} />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending && <span className="spinner__ring spinner__ring--inline" aria-hidden="true" />}
          Simpan Profil
        </button>
      </div>
    </form>
  );
}

/** The profile picture: an image upload of at most 2 MB. */
function ProfilePictureField({ value, onChange, error }: { value: string[]; onChange: (value: string[]) => void; error: string | undefined }) {
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
      <ImageUploadField label="Foto profil (Profile picture)" value={value} onChange={onChange} error={error} hint={PROFILE_TEXTS.pictureNote} allowUrl={false} />
    </div>
  );
}
