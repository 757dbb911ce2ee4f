import type { HTMLAttributes, ReactNode } from 'react';
import { FormField } from '../../ui/FormField.tsx';

export interface TextSettingProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'url' | 'tel' | 'number';
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  step?: string;
}

/** One text setting: a labelled input or textarea with its error beside it. */
export function TextSetting({ label, value, onChange, error, hint, type = 'text', rows, maxLength, inputMode, placeholder, step }: TextSettingProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) =>
        rows ? (
          <textarea {...control} rows={rows} maxLength={maxLength} value={value} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input
            {...control}
            type={type}
            inputMode={inputMode}
            maxLength={maxLength}
            step={step}
            value={value}
            placeholder={placeholder}
            autoComplete="off"
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </FormField>
  );
}
