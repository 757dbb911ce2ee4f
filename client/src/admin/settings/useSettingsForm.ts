import { SETTINGS_TEXTS, settingsCategoryInputs, type SettingsCategory, type SettingsUpdateInput, type SiteSettings } from '@island/shared';
import { type RefObject, useRef, useState } from 'react';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { type FieldErrors, fieldErrorsFromIssues, fieldErrorsFromServer, focusFirstInvalid } from '../../ui/fieldErrors.ts';
import { toast } from '../../ui/toast.ts';
import { useFormValues } from '../../ui/useFormValues.ts';

export interface SettingsFormOptions<C extends SettingsCategory, V> {
  category: C;
  /** The category as the server last answered it. */
  initial: SiteSettings[C];
  /** Server answer → what the inputs hold (numbers and images as text or lists). */
  toForm: (settings: SiteSettings[C]) => V;
  /** What the inputs hold → the category's save input (checked by the shared schema). */
  toInput: (values: V) => Record<string, unknown>;
}

export type SettingsForm<V> = {
  values: V;
  set: <K extends keyof V & string>(field: K, value: V[K]) => void;
  errors: FieldErrors;
  busy: 'saving' | 'resetting' | null;
  formRef: RefObject<HTMLFormElement | null>;
  save: () => Promise<void>;
  reset: () => Promise<void>;
};

/**
 * One settings tab: its values, field errors, Save (checked with the shared schema first) and
 * Reset (fetches the tab's values from the server again). A save refreshes the home page's
 * answer too, so the public header and this admin's sidebar show the change at once.
 */
export function useSettingsForm<C extends SettingsCategory, V extends object>({
  category,
  initial,
  toForm,
  toInput,
}: SettingsFormOptions<C, V>): SettingsForm<V> {
  const { values, setValues, errors, setErrors, set } = useFormValues<V>(() => toForm(initial));
  const [busy, setBusy] = useState<'saving' | 'resetting' | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const utils = trpc.useUtils();
  const update = trpc.settings.update.useMutation();

  async function save() {
    const input = toInput(values);
    const parsed = settingsCategoryInputs[category].safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setBusy('saving');
    try {
      const saved = (await update.mutateAsync({ category, ...input } as SettingsUpdateInput)) as SiteSettings[C];
      setValues(toForm(saved));
      utils.settings.all.setData(undefined, (old) => (old ? { ...old, [category]: saved } : old));
      await utils.home.invalidate();
      toast.success(SETTINGS_TEXTS.saved);
    } catch (error) {
      setErrors(fieldErrorsFromServer(error));
      toast.error(messageOf(error, SETTINGS_TEXTS.saveFailed));
      focusFirstInvalid(formRef.current);
    } finally {
      setBusy(null);
    }
  }

  async function reset() {
    setBusy('resetting');
    try {
      const fresh = await utils.settings.all.fetch(undefined, { staleTime: 0 });
      setValues(toForm(fresh[category]));
      setErrors({});
      toast.info(SETTINGS_TEXTS.reset);
    } catch (error) {
      toast.error(messageOf(error, SETTINGS_TEXTS.loadFailed));
    } finally {
      setBusy(null);
    }
  }

  return { values, set, errors, busy, formRef, save, reset };
}
