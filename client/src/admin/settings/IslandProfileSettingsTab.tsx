import type { IslandProfileSettings } from '@island/shared';
import { Field } from '../../ui/form/Field.tsx';
import { SettingsTabForm } from './SettingsTabForm.tsx';
import { useSettingsForm } from './useSettingsForm.ts';

const same = (settings: IslandProfileSettings) => ({ ...settings });

export function IslandProfileSettingsTab({ initial }: { initial: IslandProfileSettings }) {
  const settings = useSettingsForm({ category: 'island_profile', initial, toForm: same, toInput: same });
  const { form } = settings;
  return (
    <SettingsTabForm title="Island Profile" description="Profil pulau di bagian 'Tentang' beranda." form={settings}>
      <div className="form__row">
        <Field form={form} name="location" label="Location" maxLength={300} autoComplete="off" />
        <Field form={form} name="population" label="Population" maxLength={100} autoComplete="off" />
      </div>
      <Field form={form} name="best_time" label="Best Time to Visit" maxLength={300} autoComplete="off" />
      <Field form={form} name="history_description" as="textarea" label="History" rows={5} maxLength={5000} />
      <Field form={form} name="community_values" as="textarea" label="Community Values" rows={4} maxLength={5000} />
    </SettingsTabForm>
  );
}
