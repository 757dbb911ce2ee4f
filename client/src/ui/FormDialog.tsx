import { type BaseSyntheticEvent, type ReactNode, useId } from 'react';
import { Dialog } from './Dialog.tsx';
import { FormFooter } from './FormFooter.tsx';
import { useDiscardGuard } from './useDiscardGuard.tsx';

export interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The form's save handler (`saveHandler(form, …)`), sent by the footer's submit button. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** While the form saves (`form.formState.isSubmitting`): buttons disabled and Escape ignored, so the work is not dropped half-done. */
  busy: boolean;
  cancelLabel: string;
  submitLabel: string;
  /** Shown on the submit button while saving; a spinner beside `submitLabel` otherwise. */
  busyLabel?: string;
  /** The fields. */
  children: ReactNode;
  /** Something was changed (`form.formState.isDirty`): closing without saving asks first. */
  dirty: boolean;
}

/** A large dialog holding one form, with Batal and the form's submit button in its footer. */
export function FormDialog({ open, title, onClose, onSubmit, busy, cancelLabel, submitLabel, busyLabel, children, dirty }: FormDialogProps) {
  const formId = useId();
  // Closed, a form holds nothing back (it starts again from its values at the next opening).
  const guard = useDiscardGuard(open && dirty);
  const requestClose = () => guard.discardThen(onClose);
  return (
    <>
      <Dialog
        open={open}
        title={title}
        onClose={requestClose}
        size="lg"
        dismissible={!busy}
        footer={
          <FormFooter
            formId={formId}
            busy={busy}
            onCancel={requestClose}
            cancelLabel={cancelLabel}
            submitLabel={
              busy && busyLabel !== undefined ? (
                busyLabel
              ) : (
                <>
                  {busy && <span className="spinner__ring spinner__ring--inline" aria-hidden="true" />}
                  {submitLabel}
                </>
              )
            }
          />
        }
      >
        <form id={formId} className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
          {children}
        </form>
      </Dialog>
      {guard.prompt}
    </>
  );
}
