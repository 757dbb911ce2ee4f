import type { FieldPath, FieldValues } from 'react-hook-form';
import { type FieldError, fieldErrorsOf } from '../../errors.ts';
import { fieldErrorFor, messagesByField } from './fieldPaths.ts';
import type { ZodForm } from './useZodForm.ts';

/**
 * Puts the field errors a refused request carried onto the form's fields and moves focus to the
 * first of them. Either door: a tRPC error's `data.errors` or a REST answer's `errors` (ApiError).
 * Returns the errors it found (empty when the failure was not about fields).
 */
export function applyServerErrors<V extends FieldValues, O>(form: ZodForm<V, O>, error: unknown): FieldError[] {
  const list = fieldErrorsOf(error);
  let first = true;
  for (const [field, item] of messagesByField<FieldPath<V>>(list, form.fieldOf)) {
    form.setError(field, fieldErrorFor(item), { shouldFocus: first });
    first = false;
  }
  return list;
}
