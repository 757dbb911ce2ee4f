import { z } from 'zod';
import { PRODUCT_CATEGORIES, PRODUCT_TEXTS } from './product-texts.ts';
export { PRODUCT_CATEGORIES, PRODUCT_TEXTS, type ProductCategory } from './product-texts.ts';
import { idSchema, INT32_MAX, optionalFilter, paginationSchema } from './common.ts';
import {
  categoryFilter,
  categorySchema,
  englishAnswer,
  listFields,
  numberInput,
  optionalImageSchema,
  optionalText,
  rupiahInput,
  recordIdInput,
  requiredText,
} from './fields.ts';


export const PRODUCT_PAGE_SIZE = 12;
/** Integer rupiah; the column is a 32-bit integer. */
export const PRODUCT_PRICE_MAX = 2_000_000_000;
/** How many related products a detail shows. */
export const RELATED_PRODUCTS_LIMIT = 4;

const T = PRODUCT_TEXTS;

const isMissing = (value: unknown) => value === undefined || value === null;

const price = rupiahInput(
  z
    .number({ error: (issue) => (isMissing(issue.input) ? T.priceRequired : T.price) })
    .int(T.price)
    .min(0, T.price)
    .max(PRODUCT_PRICE_MAX, T.price),
);

const msmeId = numberInput(
  z.number({ error: T.msmeRequired }).int(T.msmeRequired).positive(T.msmeRequired).max(INT32_MAX, T.msmeRequired),
);

/**
 * A product's English twin as its seller or staff write it beside the Indonesian (decision 0035):
 * every text may be left out (the English page then shows the Indonesian, marked as such).
 */
export const productEnglishInput = z.object({
  name: optionalText({ max: 255, length: T.nameTooLong }),
  description: optionalText({ max: 20_000, length: T.descriptionTooLong }),
});
export type ProductEnglishInput = z.input<typeof productEnglishInput>;

/** The English twin as it is answered. */
export const productEnglishSchema = englishAnswer({
  name: z.string().nullable(),
  description: z.string().nullable(),
});
export type ProductEnglish = z.infer<typeof productEnglishSchema>;
/** What the `en` column holds: the answer's texts, without `outdated` (worked out from the dates). */
export type ProductEnglishStored = Omit<ProductEnglish, 'outdated'>;
/** The texts a product's English twin holds (the search, the translator's list and the form read them). */
export const PRODUCT_ENGLISH_TEXTS = ['name', 'description'] as const;

const fields = {
  name: requiredText({ required: T.nameRequired, max: 255, length: T.nameTooLong }),
  msme_id: msmeId,
  description: requiredText({ required: T.descriptionRequired, max: 20_000, length: T.descriptionTooLong }),
  category: categorySchema(PRODUCT_CATEGORIES, T.categoryRequired),
  price,
  material: requiredText({ required: T.materialRequired, max: 200, length: T.materialTooLong }),
  durability: requiredText({ required: T.durabilityRequired, max: 200, length: T.durabilityTooLong }),
  deliveryTime: requiredText({ required: T.deliveryTimeRequired, max: 100, length: T.deliveryTimeTooLong }),
  image: optionalImageSchema,
  /** The English twin; null removes it, left out keeps it. */
  en: productEnglishInput.nullable().optional(),
};

export const productListInput = z
  .object({
    ...listFields(PRODUCT_PAGE_SIZE),
    category: categoryFilter(PRODUCT_CATEGORIES),
    msme_id: optionalFilter(idSchema),
    /** Products of every MSME this account owns (the msme user's own list). */
    user_id: optionalFilter(idSchema),
  })
  .prefault({});
export type ProductListInput = z.input<typeof productListInput>;

export const productIdInput = recordIdInput(T.invalidId);

export const productCreateInput = z.object(fields);
export type ProductCreateInput = z.input<typeof productCreateInput>;

/** PUT: every field optional; a field left out keeps what is stored (the image included). */
export const productUpdateInput = z.object({
  id: productIdInput.shape.id,
  name: fields.name.optional(),
  msme_id: numberInput(msmeId.optional()),
  description: fields.description.optional(),
  category: fields.category.optional(),
  price: rupiahInput(price.optional()),
  material: fields.material.optional(),
  durability: fields.durability.optional(),
  deliveryTime: fields.deliveryTime.optional(),
  image: fields.image,
  en: fields.en,
});
export type ProductUpdateInput = z.input<typeof productUpdateInput>;

/** The seller's shop links as the owner stored them (a username, `@name` or a URL); null when none. */
export const sellerInfoSchema = z.object({
  brand: z.string(),
  whatsapp: z.string().nullable(),
  shopee: z.string().nullable(),
  instagram: z.string().nullable(),
  tiktok: z.string().nullable(),
});
export type SellerInfo = z.infer<typeof sellerInfoSchema>;

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Integer rupiah. */
  price: z.number().int(),
  description: z.string(),
  /** Absolute URL, or null when the product has no picture. */
  image: z.string().nullable(),
  category: z.enum(PRODUCT_CATEGORIES),
  material: z.string(),
  durability: z.string(),
  deliveryTime: z.string(),
  msme_id: z.number().int(),
  sellerInfo: sellerInfoSchema,
  /** The English twin of the texts above (REST and tRPC alike); null when none is written. */
  en: productEnglishSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productDetailSchema = productSchema.extend({
  /** A few products of the same category or the same seller. */
  relatedProducts: z.array(productSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productListOutput = z.object({ products: z.array(productSchema), pagination: paginationSchema });
export type ProductList = z.infer<typeof productListOutput>;
