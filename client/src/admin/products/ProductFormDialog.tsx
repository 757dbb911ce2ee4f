import { type Msme, type Product, PRODUCT_CATEGORIES, PRODUCT_ENGLISH_TEXTS, PRODUCT_TEXTS, productCreateInput, ID_LABELS } from '@island/shared';
import { useWatch } from 'react-hook-form';
import { trpc } from '../../trpc.ts';
import { Field, optionsOf } from '../../ui/form/Field.tsx';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { ImageUploadField } from '../../ui/ImageUploadField.tsx';
import { CatalogueFormDialog } from '../catalogue/CatalogueFormDialog.tsx';
import { productFieldOf, type ProductFormValues, productFormValues, productPayload } from './productForm.ts';
import { LastChangeNote } from '../audit/LastChangeNote.tsx';
import { EnglishTextFields, type EnglishTextField, type FormLanguage, LanguageTabs } from '../catalogue/LanguageTabs.tsx';
import { missingEnglishTexts } from '../catalogue/englishTwin.ts';

const T = PRODUCT_TEXTS;
const CATEGORY_OPTIONS = optionsOf(PRODUCT_CATEGORIES, ID_LABELS.productCategory);

/** The English boxes, each beside the Indonesian text of the same name. */
const ENGLISH_FIELDS: readonly EnglishTextField<(typeof PRODUCT_ENGLISH_TEXTS)[number]>[] = [
  { key: 'name', label: 'Product name (English)', maxLength: 255 },
  { key: 'description', label: 'Description (English)', rows: 4 },
];

export interface ProductFormDialogProps {
  open: boolean;
  /** The product being edited, or null to add one. */
  product: Product | null;
  /** The MSMEs the user may put a product under: their own, or every one for staff. */
  msmes: readonly Msme[];
  onClose: () => void;
  /** The tab the form opens on: the translator's list opens it on English. */
  initialLanguage?: FormLanguage;
}

export function ProductFormDialog({ open, product, msmes, onClose, initialLanguage }: ProductFormDialogProps) {
  const onlyMsme = msmes.length === 1 ? (msmes[0]?.id ?? null) : null;
  const editing = product !== null;
  // An edit sends every field too, so the same schema checks both.
  const form = useZodForm(productCreateInput, {
    defaultValues: productFormValues(product, onlyMsme),
    toInput: (values: ProductFormValues) => productPayload(values),
    fieldOf: productFieldOf,
    resetKey: open && product,
  });
  const utils = trpc.useUtils();
  const invalidate = () => Promise.all([utils.products.invalidate(), utils.msme.invalidate()]);
  const create = trpc.products.create.useMutation({ onSuccess: invalidate });
  const update = trpc.products.update.useMutation({ onSuccess: invalidate });
  const busy = form.formState.isSubmitting;
  const watched = useWatch({ control: form.control }) as ProductFormValues;
  const msmeOptions = msmes.map((msme) => ({ value: String(msme.id), label: msme.brand }));

  const onSubmit = saveHandler(form, {
    send: () => {
      const payload = productPayload(form.getValues());
      return editing ? update.mutateAsync({ id: product.id, ...payload }) : create.mutateAsync(payload);
    },
    success: editing ? T.updated : T.created,
    failure: 'Gagal menyimpan produk',
    onSaved: onClose,
  });

  return (
    <CatalogueFormDialog open={open} title={editing ? 'Edit Produk' : 'Tambah Produk'} editing={editing} onClose={onClose} onSubmit={onSubmit} busy={busy} dirty={form.formState.isDirty}>
      {editing && <LastChangeNote entity="products" entityId={product.id} />}
      <LanguageTabs
        form={form}
        label="Bahasa isi produk"
        missing={missingEnglishTexts(PRODUCT_ENGLISH_TEXTS, watched)}
        initialLanguage={initialLanguage}
        indonesian={indonesianFields}
        english={() => <EnglishTextFields form={form} fields={ENGLISH_FIELDS} />}
      />
    </CatalogueFormDialog>
  );

  /** The Indonesian fields, as elements (not a component of its own: it would mount anew on every render). */
  function indonesianFields() {
    return (
      <>
        <Field form={form} name="name" label="Nama produk" required maxLength={255} />
        <div className="form__row">
          <Field form={form} name="msme_id" as="select" label="MSME" required options={msmeOptions} placeholder="Pilih MSME" />
          <Field form={form} name="category" as="select" label="Kategori" required options={CATEGORY_OPTIONS} placeholder="Pilih kategori" />
        </div>
        <Field form={form} name="description" as="textarea" label="Deskripsi" required rows={4} />
        <div className="form__row">
          <Field form={form} name="price" label="Harga (Rp)" required inputMode="numeric" placeholder="0" />
          <Field form={form} name="deliveryTime" label="Waktu pengiriman" required hint="Mis. 2-3 hari kerja" maxLength={100} />
        </div>
        <div className="form__row">
          <Field form={form} name="material" label="Bahan" required maxLength={200} />
          <Field form={form} name="durability" label="Daya tahan" required maxLength={200} />
        </div>
        <Field
          form={form}
          name="image"
          as="control"
          label="Gambar produk"
          hint="Opsional. JPG atau PNG, maksimal 5MB."
          render={({ value, onChange, error, hint }) => (
            <ImageUploadField label="Gambar produk" value={value as string[]} onChange={onChange} error={error} hint={hint} max={1} allowUrl={false} disabled={busy} />
          )}
        />
      </>
    );
  }
}
