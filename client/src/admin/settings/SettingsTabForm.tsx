import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { SettingsForm } from './useSettingsForm.ts';

export interface SettingsTabFormProps<V extends FieldValues> {
  title: string;
  description?: string;
  form: SettingsForm<V>;
  children: ReactNode;
}

/** A tab's form with its Reset and Save Changes buttons. */
export function SettingsTabForm<V extends FieldValues>({ title, description, form, children }: SettingsTabFormProps<V>) {
  const busy = form.busy !== null;
  return (
    <form
      className="form settings-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => void form.save(event)}
    >
      <div className="settings-form__intro">
        <h2 className="settings-form__title">{title}</h2>
        {description && <p className="settings-form__description">{description}</p>}
      </div>
      {children}
      <div className="form__actions settings-form__actions">
        <button type="button" className="button button--ghost" onClick={() => void form.reset()} disabled={busy}>
          Reset
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {form.busy === 'saving' && <span className="spinner__ring spinner__ring--inline" aria-hidden="true" />}
          Save Changes
        </button>
      </div>
    </form>
  );
}
