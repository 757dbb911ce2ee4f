import { type ReactNode, useId } from 'react';

/** What the control inside a FormField spreads on itself to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  required: boolean | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Shown under the control in red, and tied to it with aria-describedby. */
  error?: string | undefined;
  /** A short help text under the control. */
  hint?: ReactNode;
  required?: boolean;
  /** Use a given id (e.g. for tests or an outside <label>); generated otherwise. */
  id?: string;
  className?: string;
  /** Renders the control; spread the props on the input, select or textarea. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form control with its error next to it (DESIGN §10): the error is announced with
 * the field, and the field is marked invalid while it stands.
 */
export function FormField({ label, error, hint, required, id, className, children }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={controlId}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, required })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
