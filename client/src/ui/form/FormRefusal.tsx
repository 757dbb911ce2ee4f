import { useT } from '../../i18n/language.tsx';

/**
 * A form's refusal that is no field's, beside its send button (saveHandler's `besideButton`):
 * too many sent from this connection, and in how many minutes to try again. Read out at once.
 */
export function FormRefusal({ text }: { text: string | null }) {
  const { message } = useT();
  if (!text) return null;
  return (
    <p className="field__error form__refusal" role="alert">
      {message(text)}
    </p>
  );
}
