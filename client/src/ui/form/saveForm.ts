import { TEXTS } from '@island/shared';
import type { BaseSyntheticEvent } from 'react';
import type { FieldValues } from 'react-hook-form';
import { errorCodeOf, type FieldError, messageOf } from '../../errors.ts';
import { toast } from '../toast.ts';
import { flattenFormErrors } from './fieldPaths.ts';
import { applyServerErrors } from './serverErrors.ts';
import type { ZodForm } from './useZodForm.ts';

/**
 * 'Validasi gagal: {param}: {msg}, …' (docs/product.md, Validation), for the form's own check and the
 * server's alike; each parameter is named as its field's label reads ('Judul', not 'title')
 * when `labelOf` knows it.
 */
export function validationSummary(errors: readonly FieldError[], labelOf: (param: string) => string | undefined = () => undefined): string {
  return `${TEXTS.validationFailed}: ${errors.map((e) => `${labelOf(e.param) ?? e.param}: ${e.msg}`).join(', ')}`;
}

/** The label of the field that shows a parameter's error, as the form's fields registered it. */
export function formLabelOf<V extends FieldValues, O>(form: ZodForm<V, O>): (param: string) => string | undefined {
  return (param) => form.labels.get(form.fieldOf(param)) ?? form.labels.get(param);
}

export interface SaveOptions<O, R> {
  /** Sends what the schema gave back; its answer goes to `success` and `onSaved`. */
  send: (output: O) => Promise<R>;
  /** The toast after a save; null when the screen that follows says it itself. */
  success: string | ((saved: R) => string) | null;
  /** A second line under the success toast. */
  successDescription?: string;
  /**
   * A refused or failed save. A text: the fallback when the server sent no message of its own,
   * and field errors are summed up as 'Validasi gagal: …' instead. A function: the toast's whole
   * text, whatever the failure (the field errors still stand beside their fields); null when the
   * form says it itself, beside a field or its button, and no toast should outlive it.
   */
  failure: string | ((error: unknown) => string | null);
  /** After the success toast: close the dialog, refresh what changed… */
  onSaved?: (saved: R) => void | Promise<void>;
  /** Sum the form's own check failures up in a toast too (true by default); the fields show them either way. */
  toastInvalid?: boolean;
  /**
   * A public form's refusal for now (429: too many sent, the text says in how many minutes) is
   * handed here, to stand beside the send button, instead of a toast that goes before it is read;
   * null when a send starts again.
   */
  besideButton?: (text: string | null) => void;
}

/**
 * The one save path of a form, for `<form onSubmit>`: the shared schema first (errors beside their
 * fields, focus on the first), then `send`; success and failure each get a toast, and the
 * server's field errors land on the fields like the schema's. `form.formState.isSubmitting` is
 * true while it runs.
 */
export function saveHandler<V extends FieldValues, O, R>(form: ZodForm<V, O>, options: SaveOptions<O, R>): (event?: BaseSyntheticEvent) => Promise<void> {
  const { send, success, successDescription, failure, onSaved, toastInvalid = true, besideButton } = options;
  return form.handleSubmit(
    async (output) => {
      let saved: R;
      besideButton?.(null);
      try {
        saved = await send(output);
      } catch (error) {
        if (besideButton && errorCodeOf(error) === 'RATE_LIMITED') {
          besideButton(messageOf(error, TEXTS.tooManyRequests));
          return;
        }
        const fieldErrors = applyServerErrors(form, error);
        if (typeof failure === 'function') {
          const text = failure(error);
          if (text !== null) toast.error(text);
        } else toast.error(fieldErrors.length > 0 ? validationSummary(fieldErrors, formLabelOf(form)) : messageOf(error, failure));
        return;
      }
      if (success !== null) toast.success(typeof success === 'function' ? success(saved) : success, successDescription ? { description: successDescription } : undefined);
      await onSaved?.(saved);
    },
    (errors) => {
      if (toastInvalid) toast.error(validationSummary(flattenFormErrors(errors), formLabelOf(form)));
    },
  );
}
