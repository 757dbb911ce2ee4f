import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { type FieldLabelProps, FormField, type SuppliedAttributes } from './FormField.tsx';

interface TextValue {
  value: string;
  /** Called with the text as typed. */
  onChange: (value: string) => void;
}

export type TextFieldProps = FieldLabelProps & TextValue & Omit<InputHTMLAttributes<HTMLInputElement>, SuppliedAttributes>;

/** A labelled one-line input (text, number, tel, url…) holding its value as typed text. */
export function TextField({ label, error, hint, required, value, onChange, ...input }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required}>
      {(control) => <input {...input} {...control} value={value} onChange={(event) => onChange(event.target.value)} />}
    </FormField>
  );
}

export type TextAreaFieldProps = FieldLabelProps & TextValue & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, SuppliedAttributes>;

/** A labelled textarea. */
export function TextAreaField({ label, error, hint, required, value, onChange, ...textarea }: TextAreaFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required}>
      {(control) => <textarea {...textarea} {...control} value={value} onChange={(event) => onChange(event.target.value)} />}
    </FormField>
  );
}
