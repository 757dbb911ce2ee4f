import type { ContactSettings } from '@island/shared';
import { mapEmbedFromCoordinates } from '../../ui/mapEmbed.ts';
import { useDebouncedValue } from '../../ui/useDebouncedValue.ts';
import { SettingsTabForm } from './SettingsTabForm.tsx';
import { TextSetting } from './TextSetting.tsx';
import { useSettingsForm } from './useSettingsForm.ts';

type ContactValues = Omit<ContactSettings, 'latitude' | 'longitude'> & { latitude: string; longitude: string };

const toForm = (settings: ContactSettings): ContactValues => ({
  ...settings,
  latitude: settings.latitude === null ? '' : String(settings.latitude),
  longitude: settings.longitude === null ? '' : String(settings.longitude),
});
// Coordinates go as typed: the shared schema turns text into numbers and empty into "cleared".
const toInput = (values: ContactValues) => ({ ...values });

function parseCoordinate(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

export function ContactSettingsTab({ initial }: { initial: ContactSettings }) {
  const form = useSettingsForm({ category: 'contact', initial, toForm, toInput });
  const { values, set, errors } = form;
  // Wait for typing to pause, so the map does not reload on every keystroke.
  const latitude = useDebouncedValue(values.latitude, 600);
  const longitude = useDebouncedValue(values.longitude, 600);
  const preview = mapEmbedFromCoordinates(parseCoordinate(latitude), parseCoordinate(longitude));

  return (
    <SettingsTabForm title="Contact Info" description="Alamat dan kontak di halaman Kontak dan footer." form={form}>
      <TextSetting label="Address" rows={2} value={values.address} onChange={(v) => set('address', v)} error={errors.address} maxLength={300} />
      <div className="form__row">
        <TextSetting label="Phone" type="tel" inputMode="tel" value={values.phone} onChange={(v) => set('phone', v)} error={errors.phone} maxLength={30} />
        <TextSetting label="WhatsApp" type="tel" inputMode="tel" value={values.whatsapp} onChange={(v) => set('whatsapp', v)} error={errors.whatsapp} maxLength={30} />
      </div>
      <TextSetting label="Email" type="email" inputMode="email" value={values.email} onChange={(v) => set('email', v)} error={errors.email} maxLength={254} />
      <TextSetting
        label="Google Maps Embed URL"
        type="url"
        inputMode="url"
        value={values.maps_embed_url}
        onChange={(v) => set('maps_embed_url', v)}
        error={errors.maps_embed_url}
        hint="Opsional. Bila kosong, peta dibuat dari latitude dan longitude."
      />
      <div className="form__row">
        <TextSetting label="Latitude" type="number" inputMode="decimal" step="any" value={values.latitude} onChange={(v) => set('latitude', v)} error={errors.latitude} hint="-90 sampai 90" />
        <TextSetting label="Longitude" type="number" inputMode="decimal" step="any" value={values.longitude} onChange={(v) => set('longitude', v)} error={errors.longitude} hint="-180 sampai 180" />
      </div>
      <div className="settings-map">
        <p className="settings-map__label">Pratinjau peta</p>
        {preview ? (
          <iframe src={preview} title="Pratinjau peta dari latitude dan longitude" loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
        ) : (
          <p className="settings-map__empty">Isi latitude dan longitude yang valid untuk melihat pratinjau peta.</p>
        )}
      </div>
    </SettingsTabForm>
  );
}
