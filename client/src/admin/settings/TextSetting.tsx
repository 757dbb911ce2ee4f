import type { HTMLAttributes, ReactNode } from 'react';
import { TextAreaField, TextField } from '../../ui/TextField.tsx';

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

/** One text setting: a one-line input, never autofilled by the browser, or a textarea. */
export function TextSetting({ rows, type = 'text', inputMode, step, ...common }: TextSettingProps) {
  return rows ? (
    <TextAreaField {...common} rows={rows} />
  ) : (
    <TextField {...common} type={type} inputMode={inputMode} step={step} autoComplete="off" />
  );
}
