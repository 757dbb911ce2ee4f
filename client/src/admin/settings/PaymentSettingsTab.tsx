import type { PaymentSettings } from '@island/shared';
import { Field } from '../../ui/form/Field.tsx';
import { ImageUploadField } from '../../ui/ImageUploadField.tsx';
import { SettingsTabForm } from './SettingsTabForm.tsx';
import { useSettingsForm } from './useSettingsForm.ts';

type PaymentValues = Omit<PaymentSettings, 'qris_image'> & { qris_image: string[] };

const toForm = (settings: PaymentSettings): PaymentValues => ({ ...settings, qris_image: settings.qris_image ? [settings.qris_image] : [] });
// An emptied image is sent as '', which the schema stores as "no image".
const toInput = (values: PaymentValues) => ({ ...values, qris_image: values.qris_image[0] ?? '' });

/**
 * How visitors pay what a booking owes: the village's bank account, its own QRIS code and whether
 * paying at the jetty is allowed. The booking's page shows what is filled in here.
 */
export function PaymentSettingsTab({ initial }: { initial: PaymentSettings }) {
  const settings = useSettingsForm({ category: 'payment', initial, toForm, toInput });
  const { form } = settings;
  return (
    <SettingsTabForm title="Pembayaran" description="Cara membayar yang tampil di halaman pesanan pengunjung. Kosongkan yang tidak dipakai." form={settings}>
      <div className="form__row">
        <Field form={form} name="bank_name" label="Nama bank" maxLength={60} autoComplete="off" placeholder="mis. BRI" />
        <Field form={form} name="bank_account_number" label="Nomor rekening" inputMode="numeric" maxLength={40} autoComplete="off" />
      </div>
      <Field form={form} name="bank_account_holder" label="Atas nama" maxLength={100} autoComplete="off" placeholder="mis. BUMDes Pulau" />
      <Field
        form={form}
        name="qris_image"
        as="control"
        label="Gambar QRIS desa"
        hint="Foto atau unduhan kode QRIS dari bank desa. Pengunjung memindainya dari aplikasi bank atau dompet digital."
        render={({ value, onChange, error, hint }) => <ImageUploadField label="Gambar QRIS desa" value={value as string[]} onChange={onChange} error={error} hint={hint} />}
      />
      <Field form={form} name="pay_at_jetty" as="checkbox" label="Boleh bayar tunai di dermaga pada hari keberangkatan" />
      <Field form={form} name="payment_note" as="textarea" label="Catatan pembayaran" rows={3} maxLength={500} hint="mis. uang muka 50% paling lambat H-3; kirim bukti transfer lewat WhatsApp." />
    </SettingsTabForm>
  );
}
