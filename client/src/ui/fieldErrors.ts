import { fieldErrorsOf } from '../errors.ts';

/** One message per form field, keyed by the field's name. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The first message for each field of a failed zod parse. Nested paths ('gallery.2') are kept
 * under their top-level field, which is where the form shows them.
 */
export function fieldErrorsFromIssues<K extends string = string>(issues: readonly Issue[]): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form') as K;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The field errors a refused request carried (the server's `errors[]`), keyed the same way. */
export function fieldErrorsFromServer<K extends string = string>(error: unknown): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const { param, msg } of fieldErrorsOf(error)) {
    const field = (param.split('.')[0] ?? param) as K;
    errors[field] ??= msg;
  }
  return errors;
}

/** Whether any field has an error. */
export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** Moves focus to the first control marked invalid inside `root`, so the person sees why. */
export function focusFirstInvalid(root: HTMLElement | null) {
  // After React has painted the errors.
  requestAnimationFrame(() => root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
