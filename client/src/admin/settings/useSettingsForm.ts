import { SETTINGS_TEXTS, settingsCategoryInputs, type SettingsCategory, type SettingsUpdateInput, type SiteSettings } from '@island/shared';
import { type BaseSyntheticEvent, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { messageOf } from '../../errors.ts';
import { trpc } from '../../trpc.ts';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { type ZodForm, useZodForm } from '../../ui/form/useZodForm.ts';
import { toast } from '../../ui/toast.ts';
import { useUnsavedChanges } from '../../ui/unsavedChanges.tsx';

export interface SettingsFormOptions<C extends SettingsCategory, V> {
  category: C;
  /** The category as the server last answered it. */
  initial: SiteSettings[C];
  /** Server answer → what the inputs hold (numbers and images as text or lists). */
  toForm: (settings: SiteSettings[C]) => V;
  /** What the inputs hold → the category's save input (checked by the shared schema). */
  toInput: (values: V) => Record<string, unknown>;
}

export interface SettingsForm<V extends FieldValues> {
  form: ZodForm<V, unknown>;
  busy: 'saving' | 'resetting' | null;
  save: (event?: BaseSyntheticEvent) => Promise<void>;
  reset: () => Promise<void>;
}

/**
 * One settings tab: its form (checked with the category's shared schema), Save and Reset (fetches
 * the tab's values from the server again). A save refreshes the home page's answer too, so the
 * public header and this admin's sidebar show the change at once.
 */
export function useSettingsForm<C extends SettingsCategory, V extends FieldValues>({ category, initial, toForm, toInput }: SettingsFormOptions<C, V>): SettingsForm<V> {
  const form = useZodForm(settingsCategoryInputs[category] as z.ZodType, { defaultValues: toForm(initial), toInput });
  useUnsavedChanges(form.formState.isDirty);
  const [resetting, setResetting] = useState(false);
  const utils = trpc.useUtils();
  const update = trpc.settings.update.useMutation();

  const save = saveHandler(form, {
    send: async () => (await update.mutateAsync({ category, ...toInput(form.getValues()) } as SettingsUpdateInput)) as SiteSettings[C],
    success: SETTINGS_TEXTS.saved,
    failure: SETTINGS_TEXTS.saveFailed,
    toastInvalid: false,
    onSaved: async (saved) => {
      form.reset(toForm(saved));
      utils.settings.all.setData(undefined, (old) => (old ? { ...old, [category]: saved } : old));
      await utils.home.invalidate();
    },
  });

  async function reset() {
    setResetting(true);
    try {
      const fresh = await utils.settings.all.fetch(undefined, { staleTime: 0 });
      form.reset(toForm(fresh[category]));
      toast.info(SETTINGS_TEXTS.reset);
    } catch (error) {
      toast.error(messageOf(error, SETTINGS_TEXTS.loadFailed));
    } finally {
      setResetting(false);
    }
  }

  const busy = form.formState.isSubmitting ? 'saving' : resetting ? 'resetting' : null;
  return { form, busy, save, reset };
}
