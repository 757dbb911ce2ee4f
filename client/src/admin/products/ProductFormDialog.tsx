import { type Msme, type Product, PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS, PRODUCT_TEXTS, productCreateInput } from '@island/shared';
import { trpc } from '../../trpc.ts';
import { ImageUploadField } from '../../ui/ImageUploadField.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextAreaField, TextField } from '../../ui/TextField.tsx';
import { CatalogueFormDialog } from '../catalogue/CatalogueFormDialog.tsx';
import { issuesToFieldErrors, useCatalogueForm } from '../catalogue/useCatalogueForm.ts';
import { productFieldOf, productFormValues, productPayload } from './productForm.ts';

const T = PRODUCT_TEXTS;

export interface ProductFormDialogProps {
  open: boolean;
  /** The product being edited, or null to add one. */
  product: Product | null;
  /** The MSMEs the user may put a product under: their own, or every one for staff. */
  msmes: readonly Msme[];
  onClose: () => void;
}

export function ProductFormDialog({ open, product, msmes, onClose }: ProductFormDialogProps) {
  const onlyMsme = msmes.length === 1 ? (msmes[0]?.id ?? null) : null;
  const form = useCatalogueForm({
    open,
    subject: product,
    valuesOf: (subject: Product | null) => productFormValues(subject, onlyMsme),
    fieldOf: productFieldOf,
  });
  const { bind, saving } = form;
  const utils = trpc.useUtils();
  const invalidate = () => Promise.all([utils.products.invalidate(), utils.msme.invalidate()]);
  const create = trpc.products.create.useMutation({ onSuccess: invalidate });
  const update = trpc.products.update.useMutation({ onSuccess: invalidate });
  const editing = product !== null;
  const msmeIds = msmes.map((msme) => String(msme.id));
  const msmeLabels = Object.fromEntries(msmes.map((msme) => [String(msme.id), msme.brand]));

  async function onSubmit() {
    const payload = productPayload(form.values);
    const checked = productCreateInput.safeParse(payload);
    if (!checked.success) return form.showInvalid(issuesToFieldErrors(checked.error.issues));
    const ok = await form.save(
      () => (editing ? update.mutateAsync({ id: product.id, ...payload }) : create.mutateAsync(payload)),
      { success: editing ? T.updated : T.created, failure: 'Gagal menyimpan produk' },
    );
    if (ok) onClose();
  }

  return (
    <CatalogueFormDialog open={open} title={editing ? 'Edit Produk' : 'Tambah Produk'} editing={editing} onClose={onClose} form={form} onSubmit={onSubmit}>
      <TextField {...bind('name')} label="Nama produk" required maxLength={255} />
      <div className="form__row">
        <SelectField {...bind('msme_id')} label="MSME" required options={msmeIds} labels={msmeLabels} placeholder="Pilih MSME" />
        <SelectField {...bind('category')} label="Kategori" required options={PRODUCT_CATEGORIES} labels={PRODUCT_CATEGORY_LABELS} placeholder="Pilih kategori" />
      </div>
      <TextAreaField {...bind('description')} label="Deskripsi" required rows={4} />
      <div className="form__row">
        <TextField {...bind('price')} label="Harga (Rp)" required inputMode="numeric" placeholder="0" />
        <TextField {...bind('deliveryTime')} label="Waktu pengiriman" required hint="Mis. 2-3 hari kerja" maxLength={100} />
      </div>
      <div className="form__row">
        <TextField {...bind('material')} label="Bahan" required maxLength={200} />
        <TextField {...bind('durability')} label="Daya tahan" required maxLength={200} />
      </div>
      <ImageUploadField {...bind('image')} label="Gambar produk" max={1} allowUrl={false} disabled={saving} hint="Opsional. JPG atau PNG, maksimal 5MB." />
    </CatalogueFormDialog>
  );
}
