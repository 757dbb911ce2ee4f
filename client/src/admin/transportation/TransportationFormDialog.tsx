import type { Transportation } from '@island/shared';
import { useId, useState } from 'react';
import { Dialog } from '../../ui/Dialog.tsx';
import { TransportationForm } from './TransportationForm.tsx';

export interface TransportationFormDialogProps {
  open: boolean;
  /** The boat being edited, or null to add one. */
  editing: Transportation | null;
  onClose: () => void;
}

export function TransportationFormDialog({ open, editing, onClose }: TransportationFormDialogProps) {
  const formId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      title={editing ? 'Edit Transportation' : 'Add New Transportation'}
      onClose={onClose}
      size="lg"
      dismissible={!busy}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" form={formId} className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy && <span className="spinner__ring spinner__ring--inline" aria-hidden="true" />}
            {editing ? 'Save Changes' : 'Add Transportation'}
          </button>
        </>
      }
    >
      {/* The dialog renders its body only while open, so each opening starts from fresh values. */}
      <TransportationForm id={formId} editing={editing} onBusyChange={setBusy} onSaved={onClose} />
    </Dialog>
  );
}
