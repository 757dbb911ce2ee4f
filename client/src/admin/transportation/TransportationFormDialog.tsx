import type { Transportation } from '@island/shared';
import { useId, useState } from 'react';
import { FormDialog } from '../../ui/FormDialog.tsx';
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
    <FormDialog
      open={open}
      title={editing ? 'Edit Transportation' : 'Add New Transportation'}
      onClose={onClose}
      formId={formId}
      busy={busy}
      cancelLabel="Cancel"
      submitLabel={editing ? 'Save Changes' : 'Add Transportation'}
    >
      {/* The dialog renders its body only while open, so each opening starts from fresh values. */}
      <TransportationForm id={formId} editing={editing} onBusyChange={setBusy} onSaved={onClose} />
    </FormDialog>
  );
}
