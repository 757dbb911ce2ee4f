import { TEXTS } from '@island/shared';
import { useCallback, useState } from 'react';
import { type FieldError, fieldErrorsOf, messageOf } from '../../errors.ts';
import type { FieldErrors } from '../../ui/fieldErrors.ts';
import { toast } from '../../ui/toast.ts';

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

/**
 * The save path every catalogue form shares: field errors next to their fields and summed up in
 * a toast, whether the form's own check or the server found them; a toast on success or failure.
 * `fieldOf` says which form field shows an error reported for a parameter ('location.lat' → 'lat').
 */
export function useSaveFlow<K extends string>(fieldOf: (param: string) => K) {
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [saving, setSaving] = useState(false);

  const showInvalid = useCallback(
    (list: readonly FieldError[]) => {
      const next: FieldErrors<K> = {};
      for (const { param, msg } of list) next[fieldOf(param)] ??= msg;
      setErrors(next);
      toast.error(validationSummary(list));
    },
    [fieldOf],
  );

  const clearError = useCallback((field: K) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current)), []);

  /** Sends the form; true when it was saved. */
  const save = useCallback(
    async (send: () => Promise<unknown>, texts: SaveTexts): Promise<boolean> => {
      setSaving(true);
      try {
        await send();
        setErrors({});
        toast.success(texts.success);
        return true;
      } catch (error) {
        const list = fieldErrorsOf(error);
        if (list.length > 0) showInvalid(list);
        else toast.error(messageOf(error, texts.failure));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [showInvalid],
  );

  const reset = useCallback(() => setErrors({}), []);

  return { errors, saving, showInvalid, clearError, save, reset };
}
