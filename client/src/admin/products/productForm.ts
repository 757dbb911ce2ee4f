import type { Product, ProductCategory, ProductCreateInput } from '@island/shared';

/** What the product dialog holds: numbers as typed text, the MSME as its id in text. */
export interface ProductFormValues {
  name: string;
  msme_id: string;
  description: string;
  category: ProductCategory | '';
  price: string;
  material: string;
  durability: string;
  deliveryTime: string;
  /** Zero or one image URL. */
  image: string[];
}

export type ProductField = keyof ProductFormValues;

/** A new product starts under the user's MSME when they have just one. */
export function productFormValues(product: Product | null, defaultMsmeId: number | null): ProductFormValues {
  return {
    name: product?.name ?? '',
    msme_id: product ? String(product.msme_id) : defaultMsmeId ? String(defaultMsmeId) : '',
    description: product?.description ?? '',
    category: product?.category ?? '',
    price: product ? String(product.price) : '',
    material: product?.material ?? '',
    durability: product?.durability ?? '',
    deliveryTime: product?.deliveryTime ?? '',
    image: product?.image ? [product.image] : [],
  };
}

export function productPayload(values: ProductFormValues): ProductCreateInput {
  return {
    name: values.name,
    msme_id: values.msme_id,
    description: values.description,
    category: values.category as ProductCategory,
    price: values.price,
    material: values.material,
    durability: values.durability,
    deliveryTime: values.deliveryTime,
    image: values.image[0] ?? null,
  };
}

const FIELDS: readonly ProductField[] = ['name', 'msme_id', 'description', 'category', 'price', 'material', 'durability', 'deliveryTime', 'image'];

export function productFieldOf(param: string): ProductField {
  if (param === 'files') return 'image';
  const field = param.split('.')[0];
  return FIELDS.find((f) => f === field) ?? 'name';
}
