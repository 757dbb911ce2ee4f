import type { SocialSettings } from '@island/shared';
import { SettingsTabForm } from './SettingsTabForm.tsx';
import { TextSetting } from './TextSetting.tsx';
import { useSettingsForm } from './useSettingsForm.ts';

const same = (settings: SocialSettings) => ({ ...settings });

const FIELDS = [
  { key: 'instagram', label: 'Instagram', placeholder: 'https://www.instagram.com/…' },
  { key: 'tiktok', label: 'TikTok', placeholder: 'https://www.tiktok.com/@…' },
  { key: 'youtube', label: 'YouTube', placeholder: 'https://www.youtube.com/@…' },
  { key: 'twitter', label: 'Twitter / X', placeholder: 'https://x.com/…' },
] as const;

export function SocialSettingsTab({ initial }: { initial: SocialSettings }) {
  const form = useSettingsForm({ category: 'social', initial, toForm: same, toInput: same });
  return (
    <SettingsTabForm title="Social Media" description="Tautan yang tampil di footer. Kosongkan untuk menyembunyikan." form={form}>
      {FIELDS.map((field) => (
        <TextSetting
          key={field.key}
          label={field.label}
          type="url"
          inputMode="url"
          placeholder={field.placeholder}
          value={form.values[field.key]}
          onChange={(v) => form.set(field.key, v)}
          error={form.errors[field.key]}
        />
      ))}
    </SettingsTabForm>
  );
}
