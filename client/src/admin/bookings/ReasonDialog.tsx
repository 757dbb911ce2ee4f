import { BOOKING_LIMITS } from '@island/shared';
import { useId, useState } from 'react';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormFooter } from '../../ui/FormFooter.tsx';
import { useDiscardGuard } from '../../ui/useDiscardGuard.tsx';

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
  const id = useId();
  const formId = `${id}-form`;
  // Whether a reason was typed since the dialog opened: closing then asks first.
  const [typed, setTyped] = useState(false);
  const [openedAs, setOpenedAs] = useState(open);
  if (openedAs !== open) {
    setOpenedAs(open);
    setTyped(false);
  }
  const guard = useDiscardGuard(open && typed);
  const cancel = () => guard.discardThen(onCancel);
  return (
    <>
      <Dialog
        open={open}
        title={title}
        onClose={cancel}
        size="sm"
        dismissible={!busy}
        footer={<FormFooter formId={formId} busy={busy} onCancel={cancel} submitLabel={confirmLabel} tone="danger" />}
      >
        {/* A new form each time it opens, so an earlier reason never lingers. */}
        <form
          key={open ? 'open' : 'closed'}
          id={formId}
          className="form"
          onInput={() => setTyped(true)}
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm(String(new FormData(event.currentTarget).get('reason') ?? '').trim());
          }}
        >
          <p>{question}</p>
          <div className="field">
            <label htmlFor={id}>Alasan (dibaca pengunjung)</label>
            <textarea id={id} name="reason" rows={3} maxLength={BOOKING_LIMITS.reasonMax} placeholder="Mis. ombak tinggi, kapal penuh, upacara adat…" />
          </div>
        </form>
      </Dialog>
      {guard.prompt}
    </>
  );
}
