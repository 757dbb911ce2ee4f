import type { GeneralSettings } from '@island/shared';
import { SettingsTabForm } from './SettingsTabForm.tsx';
import { TextSetting } from './TextSetting.tsx';
import { useSettingsForm } from './useSettingsForm.ts';

const same = (settings: GeneralSettings) => ({ ...settings });

export function GeneralSettingsTab({ initial }: { initial: GeneralSettings }) {
  const form = useSettingsForm({ category: 'general', initial, toForm: same, toInput: same });
  const { values, set, errors } = form;
  return (
    <SettingsTabForm title="General" description="Nama dan sambutan yang tampil di beranda, header dan footer." form={form}>
      <div className="form__row">
        <TextSetting label="Island Name" value={values.island_name} onChange={(v) => set('island_name', v)} error={errors.island_name} maxLength={120} />
        <TextSetting label="Village Name" value={values.village_name} onChange={(v) => set('village_name', v)} error={errors.village_name} maxLength={120} />
      </div>
      <TextSetting label="Welcome Message" rows={3} value={values.welcome_message} onChange={(v) => set('welcome_message', v)} error={errors.welcome_message} maxLength={1000} />
      <TextSetting label="Description" rows={4} value={values.description} onChange={(v) => set('description', v)} error={errors.description} maxLength={2000} />
    </SettingsTabForm>
  );
}
