import type { GeneralSettings } from '@island/shared';
import { Field } from '../../ui/form/Field.tsx';
import { SettingsTabForm } from './SettingsTabForm.tsx';
import { useSettingsForm } from './useSettingsForm.ts';

const same = (settings: GeneralSettings) => ({ ...settings });

export function GeneralSettingsTab({ initial }: { initial: GeneralSettings }) {
  const settings = useSettingsForm({ category: 'general', initial, toForm: same, toInput: same });
  const { form } = settings;
  return (
    <SettingsTabForm title="General" description="Nama dan sambutan yang tampil di beranda, header dan footer." form={settings}>
      <div className="form__row">
        <Field form={form} name="island_name" label="Island Name" required maxLength={120} autoComplete="off" />
        <Field form={form} name="village_name" label="Village Name" required maxLength={120} autoComplete="off" />
      </div>
      <Field form={form} name="welcome_message" as="textarea" label="Welcome Message" rows={3} maxLength={1000} />
      <Field form={form} name="description" as="textarea" label="Description" rows={4} maxLength={2000} />
    </SettingsTabForm>
  );
}
