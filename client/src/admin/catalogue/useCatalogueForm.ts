import { TEXTS } from '@island/shared';
import { useLayoutEffect, useRef, useState } from 'react';
import { type FieldError, fieldErrorsOf, messageOf } from '../../errors.ts';
import { type FieldErrors, focusFirstInvalid } from '../../ui/fieldErrors.ts';
import { toast } from '../../ui/toast.ts';
import { useFormValues } from '../../ui/useFormValues.ts';

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** A zod issue in the shape the server reports field errors, so both are shown alike. */
export function issuesToFieldErrors(issues: readonly Issue[]): FieldError[] {
  return issues.map((issue) => ({ param: issue.path.map(String).join('.') || 'body', msg: issue.message }));
}

/** 'Validasi gagal: {param}: {msg}, …' (back-office.md §8), for client and server failures alike. */
export function validationSummary(errors: readonly FieldError[]): string {
  return `${TEXTS.validationFailed}: ${errors.map((e) => `${e.param}: ${e.msg}`).join(', ')}`;
}

export interface SaveTexts {
  success: string;
  failure: string;
}

export interface CatalogueFormOptions<S, V> {
  open: boolean;
  /** The item being edited, or null to create one. */
  subject: S;
  /** The form's values for the subject; read each time the dialog opens. */
  valuesOf: (subject: S) => V;
  /** Which field shows an error reported for a request parameter ('location.lat' → 'lat'). */
  fieldOf: (param: string) => keyof V & string;
}

/**
 * The form of a catalogue dialog: fresh values each time it opens, and the save path every
 * catalogue form shares. Field errors stand next to their fields and are summed up in a toast,
 * whether the form's own check or the server found them; success and failure each get a toast.
 */
export function useCatalogueForm<S, V extends object>({ open, subject, valuesOf, fieldOf }: CatalogueFormOptions<S, V>) {
  const { values, setValues, errors, setErrors, set, bind } = useFormValues(() => valuesOf(subject));
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Read on opening only, so data arriving later (the package form's default WhatsApp number)
  // never wipes what is being typed.
  const latestValuesOf = useRef(valuesOf);
  useLayoutEffect(() => {
    latestValuesOf.current = valuesOf;
  });

  // Before paint, so the form never shows the previous item's values for a frame.
  useLayoutEffect(() => {
    if (!open) return;
    setValues(latestValuesOf.current(subject));
    setErrors({});
  }, [open, subject, setValues, setErrors]);

  /** Marks the fields, sums the errors up in a toast and moves focus to the first. */
  function showInvalid(list: readonly FieldError[]) {
    const next: FieldErrors<keyof V & string> = {};
    for (const { param, msg } of list) next[fieldOf(param)] ??= msg;
    setErrors(next);
    toast.error(validationSummary(list));
    focusFirstInvalid(formRef.current);
  }

  /** Sends the form; true when it was saved. */
  async function save(send: () => Promise<unknown>, texts: SaveTexts): Promise<boolean> {
    setSaving(true);
    try {
      await send();
      setErrors({});
      toast.success(texts.success);
      return true;
    } catch (error) {
      const list = fieldErrorsOf(error);
      if (list.length > 0) {
        showInvalid(list);
      } else {
        toast.error(messageOf(error, texts.failure));
        focusFirstInvalid(formRef.current);
      }
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { values, errors, set, bind, saving, formRef, showInvalid, save };
}
