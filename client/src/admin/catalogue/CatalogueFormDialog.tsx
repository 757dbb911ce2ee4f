import type { ReactNode } from 'react';
import { FormDialog, type FormDialogProps } from '../../ui/FormDialog.tsx';

export interface CatalogueFormDialogProps extends Pick<FormDialogProps, 'open' | 'title' | 'onClose' | 'onSubmit' | 'busy' | 'dirty'> {
  /** Editing says 'Simpan Perubahan' on the save button; creating says 'Simpan'. */
  editing: boolean;
  children: ReactNode;
}

/** A catalogue item's form in a dialog, with Batal and the save button in the footer. */
export function CatalogueFormDialog({ editing, ...dialog }: CatalogueFormDialogProps) {
  return <FormDialog {...dialog} cancelLabel="Batal" submitLabel={editing ? 'Simpan Perubahan' : 'Simpan'} busyLabel="Menyimpan…" />;
}
