import type { Ref } from 'react';
import type { FieldControlProps } from '../../ui/form/FieldLayout.tsx';
import { useT } from '../../i18n/language.tsx';

export interface PersonsStepperProps {
  /** The persons as typed. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  /** id, aria-invalid, aria-describedby and required of the field. */
  control: FieldControlProps;
  min: number;
  max: number;
  /** A number typed beyond the bounds, on leaving the field: the caller brings it within them and says why. */
  onOutOfBounds?: (typed: number) => void;
}

/** Persons as a number between two buttons: one thumb on a phone, typing still works. */
export function PersonsStepper({ value, onChange, onBlur, inputRef, control, min, max, onOutOfBounds }: PersonsStepperProps) {
  const { t } = useT();
  const current = Number.parseInt(value, 10);
  const set = (next: number) => onChange(String(Math.min(max, Math.max(min, next))));
  return (
    <div className="persons-stepper">
      <button type="button" className="persons-stepper__button" onClick={() => set((Number.isNaN(current) ? min : current) - 1)} disabled={!Number.isNaN(current) && current <= min} aria-label={t('booking.fewer')}>
        −
      </button>
      <input
        {...control}
        ref={inputRef}
        className="persons-stepper__input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 4))}
        onBlur={() => {
          // A number typed beyond the package's bounds is brought within them (the total with it),
          // rather than refused by the server after the visitor pressed send; the caller says why.
          if (!Number.isNaN(current) && (current < min || current > max)) {
            if (onOutOfBounds) onOutOfBounds(current);
            else set(current);
          }
          onBlur();
        }}
      />
      <button type="button" className="persons-stepper__button" onClick={() => set((Number.isNaN(current) ? min - 1 : current) + 1)} disabled={!Number.isNaN(current) && current >= max} aria-label={t('booking.more')}>
        +
      </button>
    </div>
  );
}
