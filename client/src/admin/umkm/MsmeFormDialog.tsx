import { LIMITS, type Msme, msmeCreateInput, MSME_ENGLISH_TEXTS, MSME_TEXTS, msmeUpdateInput } from '@island/shared';
import { useWatch } from 'react-hook-form';
import { trpc } from '../../trpc.ts';
import { Field } from '../../ui/form/Field.tsx';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { CatalogueFormDialog } from '../catalogue/CatalogueFormDialog.tsx';
import { MSME_ENGLISH_FIELDS, msmeCreatePayload, msmeFieldOf, type MsmeFormValues, msmeFormValues, msmeUpdatePayload } from './msmeForm.ts';
import { LastChangeNote } from '../audit/LastChangeNote.tsx';
import { EnglishTextFields, type FormLanguage, LanguageTabs } from '../catalogue/LanguageTabs.tsx';
import { missingEnglishTexts } from '../catalogue/englishTwin.ts';

const T = MSME_TEXTS;

export interface MsmeFormDialogProps {
  open: boolean;
  /** The MSME being edited, or null to add one with its owner's account. */
  msme: Msme | null;
  onClose: () => void;
  /** The tab the form opens on: the translator's list opens it on English. */
  initialLanguage?: FormLanguage;
}

export function MsmeFormDialog({ open, msme, onClose, initialLanguage }: MsmeFormDialogProps) {
  const editing = msme !== null;
  const form = useZodForm(editing ? msmeUpdateInput : msmeCreateInput, {
    defaultValues: msmeFormValues(msme),
    toInput: (values: MsmeFormValues) => (editing ? { id: msme.id, ...msmeUpdatePayload(values) } : msmeCreatePayload(values)),
    fieldOf: msmeFieldOf,
    resetKey: open && msme,
  });
  const utils = trpc.useUtils();
  const invalidate = () => Promise.all([utils.msme.invalidate(), utils.products.invalidate()]);
  const create = trpc.msme.create.useMutation({ onSuccess: invalidate });
  const update = trpc.msme.update.useMutation({ onSuccess: invalidate });
  const watched = useWatch({ control: form.control }) as MsmeFormValues;

  const onSubmit = saveHandler(form, {
    send: () => {
      const values = form.getValues();
      return editing ? update.mutateAsync({ id: msme.id, ...msmeUpdatePayload(values) }) : create.mutateAsync(msmeCreatePayload(values));
    },
    success: editing ? T.updated : T.created,
    failure: editing ? T.updateFailed : T.createUserFailed,
    onSaved: onClose,
  });

  return (
    <CatalogueFormDialog open={open} title={editing ? 'Edit UMKM' : 'Tambah UMKM'} editing={editing} onClose={onClose} onSubmit={onSubmit} busy={form.formState.isSubmitting} dirty={form.formState.isDirty}>
      {editing && <LastChangeNote entity="msmes" entityId={msme.id} />}
      <LanguageTabs
        form={form}
        label="Bahasa isi UMKM"
        missing={missingEnglishTexts(MSME_ENGLISH_TEXTS, watched)}
        initialLanguage={initialLanguage}
        indonesian={indonesianFields}
        english={() => <EnglishTextFields form={form} fields={MSME_ENGLISH_FIELDS} />}
      />
    </CatalogueFormDialog>
  );

  /** The Indonesian fields, as elements (not a component of its own: it would mount anew on every render). */
  function indonesianFields() {
    return (
      <>
        <Field form={form} name="brand" label="Brand / Nama Usaha" required maxLength={255} />
        <Field form={form} name="description" as="textarea" label="Deskripsi" required rows={4} />
        <div className="form__row">
          <Field form={form} name="phone" label="Telepon" required type="tel" inputMode="tel" hint="Mis. 081241903301" />
          <Field form={form} name="whatsapp" label="WhatsApp" type="tel" inputMode="tel" hint="Opsional" />
        </div>
        <div className="form__row">
          <Field form={form} name="instagram" label="Instagram" hint="Nama akun, @nama atau URL" />
          <Field form={form} name="shopee" label="Shopee" hint="Nama toko atau URL" />
        </div>
        {!editing && (
          <fieldset className="form__group">
            <legend>Akun Pemilik (role msme)</legend>
            <Field form={form} name="ownerName" label="Nama pemilik" required maxLength={LIMITS.nameMax} autoComplete="off" />
            <div className="form__row">
              <Field form={form} name="ownerEmail" label="Email pemilik" required type="email" autoComplete="off" />
              <Field form={form} name="password" label="Password" required type="password" autoComplete="new-password" hint={`Minimal ${LIMITS.passwordMin} karakter`} />
            </div>
          </fieldset>
        )}
      </>
    );
  }
}
