import type { Ref } from 'react';
import type { BoundField } from '../../ui/form/Field.tsx';
import { useT } from '../../i18n/language.tsx';

/** Persons as a number between two buttons: one thumb on a phone, typing still works. */
export function PersonsStepper({ field, min, max }: { field: BoundField; min: number; max: number }) {
  const { t } = useT();
  const text = String(field.value ?? '');
  const current = Number.parseInt(text, 10);
  const set = (next: number) => field.onChange(String(Math.min(max, Math.max(min, next))));
  return (
    <div className="persons-stepper">
      <button type="button" className="persons-stepper__button" onClick={() => set((Number.isNaN(current) ? min : current) - 1)} disabled={!Number.isNaN(current) && current <= min} aria-label={t('booking.fewer')}>
        −
      </button>
      <input
        {...field.control}
        ref={field.ref as Ref<HTMLInputElement>}
        className="persons-stepper__input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        value={text}
        onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, 4))}
        onBlur={field.onBlur}
      />
      <button type="button" className="persons-stepper__button" onClick={() => set((Number.isNaN(current) ? min - 1 : current) + 1)} disabled={!Number.isNaN(current) && current >= max} aria-label={t('booking.more')}>
        +
      </button>
    </div>
  );
}
