import { type ReactNode, useId } from 'react';
import { useT } from '../../i18n/language.tsx';

/** What the control inside a FieldLayout spreads on itself to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  required: boolean | undefined;
}

export interface FieldLayoutProps {
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

/** The ids of a control's hint and error, and the aria-describedby that names the ones shown. */
export function fieldNoteIds(baseId: string, hasHint: boolean, hasError: boolean) {
  const hintId = hasHint ? `${baseId}-hint` : undefined;
  const errorId = hasError ? `${baseId}-error` : undefined;
  return { hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

export interface FieldNotesProps {
  hintId: string | undefined;
  hint: ReactNode;
  errorId: string | undefined;
  error: ReactNode;
  /** Announce the error at once: for errors that appear without a submit, e.g. a refused upload. */
  alert?: boolean;
}

/** The hint and the error under a control, with the ids its aria-describedby points at. */
export function FieldNotes({ hintId, hint, errorId, error, alert = false }: FieldNotesProps) {
  // Schema and server messages are kept in one language; a page in another shows them in its own.
  const { message } = useT();
  return (
    <>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role={alert ? 'alert' : undefined}>
          {typeof error === 'string' ? message(error) : error}
        </p>
      )}
    </>
  );
}

/**
 * A labelled control with its hint and error under it, and no form state: the caller holds the
 * value. Field (beside it) binds one to a form's field; use this one alone for a control outside
 * such a form (a read-only value, a sign-in code). The error is announced with the control, which
 * is marked invalid while it stands.
 */
export function FieldLayout({ label, error, hint, required, id, className, children }: FieldLayoutProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const { hintId, errorId, describedBy } = fieldNoteIds(controlId, Boolean(hint), Boolean(error));

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
      <FieldNotes hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}
