import type { IslandProfileSettings } from '@island/shared';
import { SettingsTabForm } from './SettingsTabForm.tsx';
import { TextSetting } from './TextSetting.tsx';
import { useSettingsForm } from './useSettingsForm.ts';

const same = (settings: IslandProfileSettings) => ({ ...settings });

export function IslandProfileSettingsTab({ initial }: { initial: IslandProfileSettings }) {
  const form = useSettingsForm({ category: 'island_profile', initial, toForm: same, toInput: same });
  const { values, set, errors } = form;
  return (
    <SettingsTabForm title="Island Profile" description="Profil pulau di bagian 'Tentang' beranda." form={form}>
      <div className="form__row">
        <TextSetting label="Location" value={values.location} onChange={(v) => set('location', v)} error={errors.location} maxLength={300} />
        <TextSetting label="Population" value={values.population} onChange={(v) => set('population', v)} error={errors.population} maxLength={100} />
      </div>
      <TextSetting label="Best Time to Visit" value={values.best_time} onChange={(v) => set('best_time', v)} error={errors.best_time} maxLength={300} />
      <TextSetting label="History" rows={5} value={values.history_description} onChange={(v) => set('history_description', v)} error={errors.history_description} maxLength={5000} />
      <TextSetting label="Community Values" rows={4} value={values.community_values} onChange={(v) => set('community_values', v)} error={errors.community_values} maxLength={5000} />
    </SettingsTabForm>
  );
}
