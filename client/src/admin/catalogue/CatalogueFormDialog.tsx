import { type ReactNode, type RefObject, useId } from 'react';
import { FormDialog } from '../../ui/FormDialog.tsx';

export interface CatalogueFormDialogProps {
  open: boolean;
  title: string;
  /** An edit's button says 'Simpan Perubahan'; a new item's, 'Simpan'. */
  editing: boolean;
  onClose: () => void;
  /** From useCatalogueForm: the form element and whether it is saving. */
  form: { formRef: RefObject<HTMLFormElement | null>; saving: boolean };
  onSubmit: () => Promise<void>;
  children: ReactNode;
}

/** A catalogue item's form in a dialog, with Batal and the save button in the footer. */
export function CatalogueFormDialog({ open, title, editing, onClose, form, onSubmit, children }: CatalogueFormDialogProps) {
  const formId = useId();
  return (
    <FormDialog
      open={open}
      title={title}
      onClose={onClose}
      formId={formId}
      busy={form.saving}
      cancelLabel="Batal"
      submitLabel={editing ? 'Simpan Perubahan' : 'Simpan'}
      busyLabel="Menyimpan…"
    >
      <form
        id={formId}
        ref={form.formRef}
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        {children}
      </form>
    </FormDialog>
  );
}
