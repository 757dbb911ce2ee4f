import { type Msme, msmeCreateInput, msmeUpdateInput, MSME_TEXTS, LIMITS } from '@island/shared';
import { trpc } from '../../trpc.ts';
import { TextAreaField, TextField } from '../../ui/TextField.tsx';
import { CatalogueFormDialog } from '../catalogue/CatalogueFormDialog.tsx';
import { issuesToFieldErrors, useCatalogueForm } from '../catalogue/useCatalogueForm.ts';
import { msmeCreatePayload, msmeFieldOf, msmeFormValues, msmeUpdatePayload } from './msmeForm.ts';

const T = MSME_TEXTS;

export interface MsmeFormDialogProps {
  open: boolean;
  /** The MSME being edited, or null to add one with its owner's account. */
  msme: Msme | null;
  onClose: () => void;
}

export function MsmeFormDialog({ open, msme, onClose }: MsmeFormDialogProps) {
  const form = useCatalogueForm({ open, subject: msme, valuesOf: msmeFormValues, fieldOf: msmeFieldOf });
  const { bind } = form;
  const utils = trpc.useUtils();
  const invalidate = () => Promise.all([utils.msme.invalidate(), utils.products.invalidate()]);
  const create = trpc.msme.create.useMutation({ onSuccess: invalidate });
  const update = trpc.msme.update.useMutation({ onSuccess: invalidate });
  const editing = msme !== null;

  async function onSubmit() {
    const checked = editing
      ? msmeUpdateInput.safeParse({ id: msme.id, ...msmeUpdatePayload(form.values) })
      : msmeCreateInput.safeParse(msmeCreatePayload(form.values));
    if (!checked.success) return form.showInvalid(issuesToFieldErrors(checked.error.issues));
    const ok = await form.save(
      () => (editing ? update.mutateAsync({ id: msme.id, ...msmeUpdatePayload(form.values) }) : create.mutateAsync(msmeCreatePayload(form.values))),
      { success: editing ? T.updated : T.created, failure: editing ? T.updateFailed : T.createUserFailed },
    );
    if (ok) onClose();
  }

  return (
    <CatalogueFormDialog open={open} title={editing ? 'Edit MSME' : 'Add MSME'} editing={editing} onClose={onClose} form={form} onSubmit={onSubmit}>
      <TextField {...bind('brand')} label="Brand / Nama Usaha" required maxLength={255} />
      <TextAreaField {...bind('description')} label="Deskripsi" required rows={4} />
      <div className="form__row">
        <TextField {...bind('phone')} label="Telepon" required type="tel" inputMode="tel" hint="Mis. 081241903301" />
        <TextField {...bind('whatsapp')} label="WhatsApp" type="tel" inputMode="tel" hint="Opsional" />
      </div>
      <div className="form__row">
        <TextField {...bind('instagram')} label="Instagram" hint="Nama akun, @nama atau URL" />
        <TextField {...bind('shopee')} label="Shopee" hint="Nama toko atau URL" />
      </div>
      {!editing && (
        <fieldset className="form__group">
          <legend>Akun Pemilik (role msme)</legend>
          <TextField {...bind('ownerName')} label="Nama pemilik" required maxLength={LIMITS.nameMax} autoComplete="off" />
          <div className="form__row">
            <TextField {...bind('ownerEmail')} label="Email pemilik" required type="email" autoComplete="off" />
            <TextField {...bind('password')} label="Password" required type="password" autoComplete="new-password" hint={`Minimal ${LIMITS.passwordMin} karakter`} />
          </div>
        </fieldset>
      )}
    </CatalogueFormDialog>
  );
}
