import type { ContactSettings } from '@island/shared';
import { useWatch } from 'react-hook-form';
import { Field } from '../../ui/form/Field.tsx';
import { mapEmbedFromCoordinates } from '../../ui/mapEmbed.ts';
import { useDebouncedValue } from '../../ui/useDebouncedValue.ts';
import { SettingsTabForm } from './SettingsTabForm.tsx';

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
  const settings = useSettingsForm({ category: 'contact', initial, toForm, toInput });
  const { form } = settings;
  const [typedLatitude, typedLongitude] = useWatch({ control: form.control, name: ['latitude', 'longitude'] });
  // Wait for typing to pause, so the map does not reload on every keystroke.
  const latitude = useDebouncedValue(typedLatitude, 600);
  const longitude = useDebouncedValue(typedLongitude, 600);
  const preview = mapEmbedFromCoordinates(parseCoordinate(latitude), parseCoordinate(longitude));

  return (
    <SettingsTabForm title="Contact Info" description="Alamat dan kontak di halaman Kontak dan footer." form={settings}>
      <Field form={form} name="address" as="textarea" label="Address" rows={2} maxLength={300} />
      <div className="form__row">
        <Field form={form} name="phone" label="Phone" type="tel" inputMode="tel" maxLength={30} autoComplete="off" />
        <Field form={form} name="whatsapp" label="WhatsApp" type="tel" inputMode="tel" maxLength={30} autoComplete="off" />
      </div>
      <Field form={form} name="email" label="Email" type="email" inputMode="email" maxLength={254} autoComplete="off" />
      <Field
        form={form}
        name="maps_embed_url"
        label="Google Maps Embed URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        hint="Opsional. Bila kosong, peta dibuat dari latitude dan longitude."
      />
      <div className="form__row">
        <Field form={form} name="latitude" as="number" label="Latitude" inputMode="decimal" step="any" hint="-90 sampai 90" autoComplete="off" />
        <Field form={form} name="longitude" as="number" label="Longitude" inputMode="decimal" step="any" hint="-180 sampai 180" autoComplete="off" />
      </div>
      <Field
        form={form}
        name="google_place_id"
        label="Google Place ID"
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        hint="Opsional. Bila diisi, halaman pesanan yang selesai menawarkan 'Tulis ulasan di Google' / 'Write a review on Google' (tautan ke Google; tidak ada yang diambil dari Google). Cari Place ID desa di Place ID Finder Google, mis. ChIJN1t_tDeuEmsRUsoyG83frY4."
      />
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
