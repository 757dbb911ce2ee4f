import { type ReactNode, useState } from 'react';
import { messageOf } from '../errors.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { withToast } from './useRowAction.ts';

export interface DeleteConfirmationOptions<T> {
  /** The dialog's title, e.g. 'Hapus Destinasi'. */
  title: string;
  /** The question, naming the item. */
  message: (item: T) => ReactNode;
  /** Deletes the item and reports the outcome; true closes the confirmation. */
  remove: (item: T) => Promise<boolean>;
}

/**
 * Every destructive action is confirmed (docs/product.md, Look and feel): `ask(item)` opens the confirmation, which
 * deletes on 'Hapus'; its buttons wait while that runs. Render `dialog` once in the screen.
 */
export function useDeleteConfirmation<T>({ title, message, remove }: DeleteConfirmationOptions<T>) {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (target === null) return;
    setBusy(true);
    try {
      if (await remove(target)) setTarget(null);
    } finally {
      setBusy(false);
    }
  }

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={title}
      message={target === null ? null : message(target)}
      confirmLabel="Hapus"
      cancelLabel="Batal"
      tone="danger"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setTarget(null)}
    />
  );

  return { ask: setTarget, dialog };
}

/**
 * A delete that reports itself in a toast: `success` (a text, or one naming the item), or the
 * server's message with `failure` as fallback. True when it went through, so the confirmation closes.
 */
export function removeWithToast<T>(remove: (item: T) => Promise<unknown>, success: string | ((item: T) => string), failure: string) {
  return (item: T): Promise<boolean> => withToast(() => remove(item), typeof success === 'string' ? success : success(item), (error) => messageOf(error, failure));
}
