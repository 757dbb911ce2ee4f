import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog.tsx';

export interface DiscardGuard {
  /** Closes the form at once when nothing was changed; asks first when something was. */
  requestClose: () => void;
  /** The question, to render beside the form's dialog. */
  prompt: ReactNode;
}

/**
 * Batal, ×, Escape or a click beside a form would throw away what was typed in it without a
 * word: with changes, this asks first, and the harmless answer (go on filling in) has the focus.
 */
export function useDiscardGuard(dirty: boolean, close: () => void): DiscardGuard {
  const [asking, setAsking] = useState(false);
  return {
    requestClose: () => (dirty ? setAsking(true) : close()),
    prompt: (
      <ConfirmDialog
        open={asking}
        title="Buang perubahan?"
        message="Yang sudah Anda isi di formulir ini belum disimpan dan akan hilang."
        confirmLabel="Buang perubahan"
        cancelLabel="Lanjut mengisi"
        tone="danger"
        onConfirm={() => {
          setAsking(false);
          close();
        }}
        onCancel={() => setAsking(false)}
      />
    ),
  };
}
