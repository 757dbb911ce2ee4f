import { type ReactNode, useState } from 'react';
import { messageOf } from '../../errors.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { toast } from '../../ui/toast.ts';

export interface DeleteConfirmationOptions<T> {
  /** The dialog's title, e.g. 'Hapus Destinasi'. */
  title: string;
  /** What is about to go, in a sentence naming the item. */
  describe: (item: T) => ReactNode;
  remove: (item: T) => Promise<unknown>;
  success: string;
  /** Shown when the server sends no message of its own. */
  failure: string;
}

/**
 * Every destructive action is confirmed (DESIGN §10): `ask(item)` opens the confirmation, which
 * deletes on 'Hapus' and reports the outcome in a toast. Render `dialog` once in the screen.
 */
export function useDeleteConfirmation<T>({ title, describe, remove, success, failure }: DeleteConfirmationOptions<T>) {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (target === null) return;
    setBusy(true);
    try {
      await remove(target);
      toast.success(success);
      setTarget(null);
    } catch (error) {
      toast.error(messageOf(error, failure));
    } finally {
      setBusy(false);
    }
  }

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={title}
      message={
        target === null ? null : (
          <p>
            {describe(target)} Tindakan ini tidak dapat dibatalkan.
          </p>
        )
      }
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
