import { BOOKING_LIMITS } from '@island/shared';
import { useEffect, useId, useState } from 'react';
import { Dialog } from '../../ui/Dialog.tsx';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What the reason is for, above the box. */
  question: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Declining or cancelling a booking: the reason the visitor reads on their page and in the message. */
export function ReasonDialog({ open, title, question, confirmLabel, busy, onConfirm, onCancel }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const id = useId();
  useEffect(() => {
    if (open) setReason('');
  }, [open]);
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      size="sm"
      dismissible={!busy}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
            Batal
          </button>
          <button type="button" className="button button--danger" onClick={() => onConfirm(reason.trim())} disabled={busy} aria-busy={busy}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <div className="form">
        <p>{question}</p>
        <div className="field">
          <label htmlFor={id}>Alasan (dibaca pengunjung)</label>
          <textarea id={id} rows={3} maxLength={BOOKING_LIMITS.reasonMax} value={reason} onChange={(event) => setReason(event.target.value)} placeholder="Mis. ombak tinggi, kapal penuh, upacara adat…" />
        </div>
      </div>
    </Dialog>
  );
}
