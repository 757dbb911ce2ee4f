import { type Product, type ProductCategory, type ProductCreateInput, PRODUCT_ENGLISH_TEXTS } from '@island/shared';
import type { FieldPath } from 'react-hook-form';
import { type EnglishFormValues, englishFormValues } from '../catalogue/englishTwin.ts';

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
  /** The English twin, a box per text. */
  en: EnglishFormValues<(typeof PRODUCT_ENGLISH_TEXTS)[number]>;
}

export type ProductField = FieldPath<ProductFormValues>;

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
    en: englishFormValues(PRODUCT_ENGLISH_TEXTS, product?.en),
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
    en: values.en,
  };
}

const FIELDS: readonly ProductField[] = ['name', 'msme_id', 'description', 'category', 'price', 'material', 'durability', 'deliveryTime', 'image'];

export function productFieldOf(param: string): ProductField {
  if (param === 'files') return 'image';
  // The English twin's fields are the form's own: 'en.name'.
  if (param.startsWith('en.')) return param.split('.').slice(0, 2).join('.') as ProductField;
  const field = param.split('.')[0];
  return FIELDS.find((f) => f === field) ?? 'name';
}
