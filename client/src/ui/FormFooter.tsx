import type { ReactNode } from 'react';

/**
 * A dialog form's two buttons: leave (asking first where the form says so) and send the form,
 * both held while it is sent. `tone` paints the send button red for an irreversible step.
 */
export function FormFooter({
  formId,
  busy,
  onCancel,
  cancelLabel = 'Batal',
  submitLabel,
  tone = 'primary',
}: {
  formId: string;
  busy: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  /** The send button's content: a label, or a label with the sending spinner. */
  submitLabel: ReactNode;
  tone?: 'primary' | 'danger';
}) {
  return (
    <>
      <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </button>
      <button type="submit" form={formId} className={`button button--${tone}`} disabled={busy} aria-busy={busy}>
        {submitLabel}
      </button>
    </>
  );
}
