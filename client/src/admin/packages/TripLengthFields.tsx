import { formatTripLength, TRIP_DAY_CHOICES, type TripLength } from '@island/shared';
import { useWatch } from 'react-hook-form';
import { Field } from '../../ui/form/Field.tsx';
import type { ZodForm } from '../../ui/form/useZodForm.ts';
import type { PackageFormValues } from './packageForm.ts';

type PackageForm = ZodForm<PackageFormValues, unknown>;

const dayLabel = (days: number) => (days === 0.5 ? 'Setengah hari' : `${days} hari`);

/**
 * How long the trip lasts, as numbers (days, nights, hours) that each page writes in its own
 * language, with what visitors will read in both; "Tulis sendiri" keeps a length that numbers
 * cannot say as text (which then has its English on the English tab).
 */
export function TripLengthFields({ form }: { form: PackageForm }) {
  const [tripDays, tripNights, tripFrom, tripTo] = useWatch({ control: form.control, name: ['tripDays', 'tripNights', 'tripFrom', 'tripTo'] });
  const days = Number(tripDays);
  const choices: number[] = [...TRIP_DAY_CHOICES];
  if (tripDays !== '' && !choices.includes(days)) choices.push(days);
  const dayOptions = [...choices.map((value) => ({ value: String(value), label: dayLabel(value) })), { value: '', label: 'Tulis sendiri' }];
  const nightOptions = Array.from({ length: Math.max(1, days) }, (_, nights) => ({ value: String(nights), label: nights === 0 ? 'Tanpa menginap' : `${nights} malam` }));
  const length: TripLength = { days, nights: days >= 2 ? Number(tripNights || 0) : 0, from: tripFrom || null, to: tripFrom ? tripTo || null : null };
  const preview = tripDays === '' ? null : `Tampil: ${formatTripLength(length, 'id')} · English: ${formatTripLength(length, 'en')}`;
  return (
    <fieldset className="trip-length">
      <legend className="field__label">Lama trip</legend>
      <div className="form__row">
        <Field form={form} name="tripDays" as="select" label="Hari" options={dayOptions} />
        {days >= 2 && <Field form={form} name="tripNights" as="select" label="Menginap" options={nightOptions} />}
      </div>
      {tripDays === '' ? (
        <Field form={form} name="duration" label="Durasi" required hint="Mis. Sepanjang hari, sesuai pasang surut" maxLength={100} />
      ) : (
        <>
          <div className="form__row">
            <Field form={form} name="tripFrom" label="Jam mulai" type="time" hint="Opsional" />
            <Field form={form} name="tripTo" label="Jam selesai" type="time" hint="Opsional" disabled={!tripFrom} />
          </div>
          <p className="field__hint" aria-live="polite">
            {preview}
          </p>
        </>
      )}
    </fieldset>
  );
}
