import type { SelectHTMLAttributes } from 'react';
import { type FieldLabelProps, FormField, type SuppliedAttributes } from './FormField.tsx';

export type SelectFieldProps<T extends string> = FieldLabelProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, SuppliedAttributes> & {
    /** '' while nothing is chosen yet (with `placeholder`). */
    value: T;
    onChange: (value: T) => void;
    options: readonly Exclude<T, ''>[];
    labels: Readonly<Record<Exclude<T, ''>, string>>;
    /** An empty first choice, for a field with no default. */
    placeholder?: string;
  };

/** A labelled select over a fixed list of values, each shown by its label. */
export function SelectField<T extends string>({ label, error, hint, required, value, onChange, options, labels, placeholder, ...select }: SelectFieldProps<T>) {
  return (
    <FormField label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <select {...select} {...control} value={value} onChange={(event) => onChange(event.target.value as T)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {labels[option]}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
