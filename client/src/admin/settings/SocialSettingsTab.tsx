import type { SocialSettings } from '@island/shared';
import { Field } from '../../ui/form/Field.tsx';
import { SettingsTabForm } from './SettingsTabForm.tsx';
import { useSettingsForm } from './useSettingsForm.ts';

const same = (settings: SocialSettings) => ({ ...settings });

const FIELDS = [
  { key: 'instagram', label: 'Instagram', placeholder: 'https://www.instagram.com/…' },
  { key: 'tiktok', label: 'TikTok', placeholder: 'https://www.tiktok.com/@…' },
  { key: 'youtube', label: 'YouTube', placeholder: 'https://www.youtube.com/@…' },
  { key: 'twitter', label: 'Twitter / X', placeholder: 'https://x.com/…' },
] as const;

export function SocialSettingsTab({ initial }: { initial: SocialSettings }) {
  const settings = useSettingsForm({ category: 'social', initial, toForm: same, toInput: same });
  return (
    <SettingsTabForm title="Social Media" description="Tautan yang tampil di footer. Kosongkan untuk menyembunyikan." form={settings}>
      {FIELDS.map((field) => (
        <Field key={field.key} form={settings.form} name={field.key} label={field.label} type="url" inputMode="url" placeholder={field.placeholder} autoComplete="off" />
      ))}
    </SettingsTabForm>
  );
}
