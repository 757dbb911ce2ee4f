import { type Charge, formatRupiah, PAYMENT_LIMITS, type RefundMethod } from '@island/shared';
import { useId, useState } from 'react';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormFooter } from '../../ui/FormFooter.tsx';
import { useDiscardGuard } from '../../ui/useDiscardGuard.tsx';

export interface RefundDialogProps {
  /** The paid charge to refund; null: closed. */
  charge: Charge | null;
  /** The provider that can send this charge's money back ('Midtrans', 'Xendit'); null: only by hand. */
  providerName: string | null;
  busy: boolean;
  onConfirm: (reason: string, method: RefundMethod) => void;
  onCancel: () => void;
}

/**
 * A refund: through the payment provider (the provider sends the money back to the visitor's
 * wallet or bank, and only once it accepted is the refund recorded) or recorded as a bank transfer
 * staff already made by hand; always with the reason the trail keeps.
 */
export function RefundDialog({ charge, providerName, busy, onConfirm, onCancel }: RefundDialogProps) {
  const id = useId();
  const formId = `${id}-form`;
  const open = charge !== null;
  // Whether anything was typed or chosen since the dialog opened: closing then asks first.
  const [touched, setTouched] = useState(false);
  const [openedFor, setOpenedFor] = useState(charge?.id ?? null);
  if (openedFor !== (charge?.id ?? null)) {
    setOpenedFor(charge?.id ?? null);
    setTouched(false);
  }
  const guard = useDiscardGuard(open && touched);
  const cancel = () => guard.discardThen(onCancel);
  return (
    <>
      <Dialog
        open={open}
        title="Kembalikan dana"
        onClose={cancel}
        size="sm"
        dismissible={!busy}
        footer={<FormFooter formId={formId} busy={busy} onCancel={cancel} submitLabel="Kembalikan dana" tone="danger" />}
      >
        {/* A new form for each charge, so an earlier reason or choice never lingers. */}
        <form
          key={charge?.id ?? 'closed'}
          id={formId}
          className="form"
          onInput={() => setTouched(true)}
          onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            onConfirm(String(data.get('reason') ?? '').trim(), data.get('method') === 'provider' ? 'provider' : 'manual');
          }}
        >
          {charge && (
            <p>
              Dana {formatRupiah(charge.amount)} dari tagihan {charge.order_id}.
            </p>
          )}
          <fieldset className="field">
            <legend>Cara pengembalian</legend>
            <label className="field--check">
              <input type="radio" name="method" value="provider" defaultChecked={providerName !== null} disabled={providerName === null} />
              <span>
                Lewat {providerName ?? 'penyedia pembayaran'}
                <span className="field__hint">
                  {providerName
                    ? 'Penyedia mengirim dana kembali ke dompet atau bank pengunjung; dicatat setelah penyedia menerimanya.'
                    : 'Penyedia pembayaran tagihan ini tidak bisa mengembalikan dana.'}
                </span>
              </span>
            </label>
            <label className="field--check">
              <input type="radio" name="method" value="manual" defaultChecked={providerName === null} />
              <span>
                Manual (transfer bank)
                <span className="field__hint">Dana sudah ditransfer kembali oleh staf; hanya dicatat.</span>
              </span>
            </label>
          </fieldset>
          <div className="field">
            <label htmlFor={id}>Alasan</label>
            <textarea id={id} name="reason" rows={3} required maxLength={PAYMENT_LIMITS.refundReasonMax} placeholder="Mis. batal karena cuaca; untuk manual: ke rekening mana" />
          </div>
        </form>
      </Dialog>
      {guard.prompt}
    </>
  );
}
