import { type MediaSettings, youtubeVideoId } from '@island/shared';
import { useWatch } from 'react-hook-form';
import { Field } from '../../ui/form/Field.tsx';
import { ImageUploadField } from '../../ui/ImageUploadField.tsx';
import { SettingsTabForm } from './SettingsTabForm.tsx';

import { useSettingsForm } from './useSettingsForm.ts';

const GALLERY_MAX = 12;

interface MediaValues {
  hero_video_url: string;
  main_logo: string[];
  hero_background: string[];
  gallery: string[];
}

const toForm = (settings: MediaSettings): MediaValues => ({
  hero_video_url: settings.hero_video_url,
  main_logo: settings.main_logo ? [settings.main_logo] : [],
  hero_background: settings.hero_background ? [settings.hero_background] : [],
  gallery: [...settings.gallery],
});

// An emptied single image is sent as '' which the schema stores as "no image".
const toInput = (values: MediaValues) => ({
  hero_video_url: values.hero_video_url,
  main_logo: values.main_logo[0] ?? '',
  hero_background: values.hero_background[0] ?? '',
  gallery: values.gallery,
});

export function MediaSettingsTab({ initial }: { initial: MediaSettings }) {
  const settings = useSettingsForm({ category: 'media', initial, toForm, toInput });
  const { form } = settings;
  const [videoUrl, gallery] = useWatch({ control: form.control, name: ['hero_video_url', 'gallery'] });
  const videoId = youtubeVideoId(videoUrl);
  const videoHint = !videoUrl.trim()
    ? 'Tautan YouTube. Bila kosong, beranda menampilkan gambar latar.'
    : videoId
      ? `Video dikenali: ${videoId}`
      : 'ID video YouTube (11 karakter) tidak ditemukan; beranda akan menampilkan gambar latar.';

  return (
    <SettingsTabForm title="Media" description="Logo, gambar dan video beranda." form={settings}>
      <Field
        form={form}
        name="hero_video_url"
        label="Hero Video URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://www.youtube.com/watch?v=…"
        hint={videoHint}
      />
      <div className="form__row settings-media__singles">
        <Field
          form={form}
          name="main_logo"
          as="control"
          label="Main Logo"
          hint="Persegi, mis. 512×512 px."
          render={({ value, onChange, error, hint }) => <ImageUploadField label="Main Logo" value={value as string[]} onChange={onChange} error={error} hint={hint} />}
        />
        <Field
          form={form}
          name="hero_background"
          as="control"
          label="Hero Background"
          hint="Lebar, mis. 1600×900 px."
          render={({ value, onChange, error, hint }) => <ImageUploadField label="Hero Background" value={value as string[]} onChange={onChange} error={error} hint={hint} />}
        />
      </div>
      <Field
        form={form}
        name="gallery"
        as="control"
        label="Gallery"
        hint={`${gallery.length}/${GALLERY_MAX} gambar. JPG, PNG, WebP atau GIF, maksimal 5 MB per gambar.`}
        render={({ value, onChange, error, hint }) => (
          <ImageUploadField label="Gallery" max={GALLERY_MAX} value={value as string[]} onChange={onChange} error={error} hint={hint} />
        )}
      />
    </SettingsTabForm>
  );
}
