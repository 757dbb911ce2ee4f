import { type MediaSettings, youtubeVideoId } from '@island/shared';
import { ImageUploadField } from '../../ui/ImageUploadField.tsx';
import { SettingsTabForm } from './SettingsTabForm.tsx';
import { TextSetting } from './TextSetting.tsx';
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
  const form = useSettingsForm({ category: 'media', initial, toForm, toInput });
  const { values, set, errors } = form;
  const videoId = youtubeVideoId(values.hero_video_url);
  const videoHint = !values.hero_video_url.trim()
    ? 'Tautan YouTube. Bila kosong, beranda menampilkan gambar latar.'
    : videoId
      ? `Video dikenali: ${videoId}`
      : 'ID video YouTube (11 karakter) tidak ditemukan; beranda akan menampilkan gambar latar.';

  return (
    <SettingsTabForm title="Media" description="Logo, gambar dan video beranda." form={form}>
      <TextSetting
        label="Hero Video URL"
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        value={values.hero_video_url}
        onChange={(v) => set('hero_video_url', v)}
        error={errors.hero_video_url}
        hint={videoHint}
      />
      <div className="form__row settings-media__singles">
        <ImageUploadField label="Main Logo" value={values.main_logo} onChange={(v) => set('main_logo', v)} error={errors.main_logo} hint="Persegi, mis. 512×512 px." />
        <ImageUploadField label="Hero Background" value={values.hero_background} onChange={(v) => set('hero_background', v)} error={errors.hero_background} hint="Lebar, mis. 1600×900 px." />
      </div>
      <ImageUploadField
        label="Gallery"
        max={GALLERY_MAX}
        value={values.gallery}
        onChange={(v) => set('gallery', v)}
        error={errors.gallery}
        hint={`${values.gallery.length}/${GALLERY_MAX} gambar. JPG, PNG, WebP atau GIF, maksimal 5 MB per gambar.`}
      />
    </SettingsTabForm>
  );
}
