import '../bookings/bookings-admin.css';
import './booking-rules.css';
import { BOOKING_LIMITS, bookingRulesInput, BOOKING_TEXTS, type TourPackage } from '@island/shared';
import { useWatch } from 'react-hook-form';
import { trpc } from '../../trpc.ts';
import { Field } from '../../ui/form/Field.tsx';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { bookingRulesFormValues, type BookingRulesFormValues, bookingRulesPayload, termsPreview, WEEKDAYS } from './bookingRulesForm.ts';
import { ClosedDatesEditor } from './ClosedDatesEditor.tsx';

export interface BookingRulesDialogProps {
  /** The package whose rules are edited; null closes the dialog. */
  pkg: TourPackage | null;
  onClose: () => void;
}

/**
 * A package's booking rules: bookable or not, persons per booking, capacity per date, how many
 * days ahead, the weekdays it runs, its closed dates and the cancellation terms visitors read.
 */
export function BookingRulesDialog({ pkg, onClose }: BookingRulesDialogProps) {
  const rules = trpc.bookings.rules.useQuery({ packageId: pkg?.id ?? 0 }, { enabled: pkg !== null, staleTime: 0 });
  const ready = pkg !== null && rules.data?.packageId === pkg.id;
  return ready ? (
    <RulesForm key={pkg.id} pkg={pkg} values={bookingRulesFormValues(rules.data)} onClose={onClose} />
  ) : (
    <FormDialog open={pkg !== null} title="Aturan Pemesanan" onClose={onClose} onSubmit={async () => undefined} busy dirty={false} cancelLabel="Batal" submitLabel="Simpan">
      {rules.isError ? <p className="form-alert">{rules.error.message}</p> : <Spinner label="Memuat aturan" />}
    </FormDialog>
  );
}

function RulesForm({ pkg, values, onClose }: { pkg: TourPackage; values: BookingRulesFormValues; onClose: () => void }) {
  const form = useZodForm(bookingRulesInput, {
    defaultValues: values,
    toInput: (v: BookingRulesFormValues) => bookingRulesPayload(pkg.id, v),
  });
  const [hours, refund, note] = useWatch({ control: form.control, name: ['cancelHoursBefore', 'refundDeposit', 'cancellationNote'] });
  const preview = termsPreview(hours, refund);
  const utils = trpc.useUtils();
  const save = trpc.bookings.setRules.useMutation();
  const onSubmit = saveHandler(form, {
    send: () => save.mutateAsync(bookingRulesPayload(pkg.id, form.getValues())),
    success: BOOKING_TEXTS.rulesSaved,
    failure: 'Gagal menyimpan aturan pemesanan',
    onSaved: async () => {
      await Promise.all([utils.bookings.invalidate(), utils.packages.invalidate()]);
      onClose();
    },
  });
  return (
    <FormDialog open title={`Aturan Pemesanan: ${pkg.name}`} onClose={onClose} onSubmit={onSubmit} busy={form.formState.isSubmitting} dirty={form.formState.isDirty} cancelLabel="Batal" submitLabel="Simpan Aturan" busyLabel="Menyimpan…">
      <Field form={form} name="bookable" as="checkbox" label="Bisa dipesan di situs" hint="Tanpa centang, pengunjung hanya melihat tombol WhatsApp." />
      <div className="form__row">
        <Field form={form} name="minPersons" label="Minimal peserta per booking" inputMode="numeric" />
        <Field form={form} name="maxPersons" label="Maksimal peserta per booking" inputMode="numeric" />
        <Field form={form} name="capacityPerDate" label="Kuota orang per tanggal" hint="Kosong berarti tanpa batas." inputMode="numeric" />
      </div>
      <div className="form__row">
        <Field form={form} name="minDaysAhead" label="Dipesan paling lambat (hari sebelumnya)" hint="0: bisa dipesan untuk hari ini." inputMode="numeric" />
        <Field form={form} name="maxDaysAhead" label="Dipesan paling jauh (hari ke depan)" inputMode="numeric" />
      </div>
      <Field
        form={form}
        name="weekdays"
        as="control"
        label="Hari berjalan"
        render={({ value, onChange, error }) => {
          const days = value as number[];
          return (
            <fieldset className="weekday-picker">
              <legend>Hari berjalan</legend>
              <div className="weekday-picker__days">
                {WEEKDAYS.map((day) => (
                  <label key={day.value} className="weekday-picker__day">
                    <input
                      type="checkbox"
                      checked={days.includes(day.value)}
                      onChange={(event) => onChange(event.target.checked ? [...days, day.value] : days.filter((d) => d !== day.value))}
                    />
                    <span>{day.label}</span>
                  </label>
                ))}
              </div>
              {error && <p className="field__error">{error}</p>}
            </fieldset>
          );
        }}
      />
      <Field
        form={form}
        name="closedDates"
        as="control"
        label="Tanggal tutup"
        render={({ value, onChange, error }) => <ClosedDatesEditor value={value as BookingRulesFormValues['closedDates']} onChange={onChange} error={error} />}
      />
      <fieldset className="cancel-terms">
        <legend>Ketentuan pembatalan</legend>
        <div className="form__row">
          <Field
            form={form}
            name="cancelHoursBefore"
            label="Batal online paling lambat (jam sebelum trip)"
            hint={`0: sampai trip dimulai. Trip dimulai pada jam baris pertama jadwal paket, atau pukul 00.00 bila tidak ada. Maksimal ${BOOKING_LIMITS.cancelHoursMax} jam.`}
            inputMode="numeric"
          />
          <Field form={form} name="refundDeposit" as="checkbox" label="Uang muka dikembalikan bila batal tepat waktu" />
        </div>
        <Field form={form} name="cancellationNote" as="textarea" label="Catatan tambahan" hint="Opsional: satu baris lagi di bawah ketentuan, misalnya soal cuaca." rows={3} maxLength={1000} />
        <div className="cancel-terms__preview" aria-live="polite">
          <p className="cancel-terms__label">Yang dibaca pengunjung:</p>
          {preview ? <p data-testid="cancel-terms-preview">{preview}</p> : <p className="field__hint">Isi batas jam dengan bilangan bulat 0-{BOOKING_LIMITS.cancelHoursMax}.</p>}
          {note.trim() && <p className="cancel-terms__note">{note.trim()}</p>}
        </div>
      </fieldset>
      <fieldset className="cancel-terms">
        <legend>Uang muka (bayar online)</legend>
        <p className="field__hint">Yang diminta saat pengunjung membayar DP dengan QRIS. Isi salah satu; kosongkan keduanya untuk meminta seluruh total.</p>
        <div className="form__row">
          <Field form={form} name="depositPercent" label="Persentase dari total (%)" hint="1-100" inputMode="numeric" />
          <Field form={form} name="depositAmount" label="Atau jumlah tetap (Rp)" hint="Misalnya 100.000" inputMode="numeric" />
        </div>
      </fieldset>
    </FormDialog>
  );
}
