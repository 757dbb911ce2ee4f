import { z } from 'zod';
import { idSchema, optionalFilter, paginationSchema } from './common.ts';
import { categoryFilter, categorySchema, listFields, numberInput, optionalImageSchema, recordIdInput, requiredText } from './fields.ts';

export const PRODUCT_CATEGORIES = ['kerajinan', 'kuliner', 'fashion', 'souvenir', 'tekstil', 'lainnya'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const PRODUCT_PAGE_SIZE = 12;
/** Integer rupiah; the column is a 32-bit integer. */
export const PRODUCT_PRICE_MAX = 2_000_000_000;
/** How many related products a detail shows. */
export const RELATED_PRODUCTS_LIMIT = 4;

export const PRODUCT_TEXTS = {
  nameRequired: 'Nama produk wajib diisi',
  nameTooLong: 'Nama produk maksimal 255 karakter',
  msmeRequired: 'Pilih MSME terlebih dahulu',
  msmeNotFound: 'UMKM tidak ditemukan',
  msmeFirst: 'Anda harus membuat MSME terlebih dahulu sebelum menambahkan produk',
  notYours: 'Produk ini milik UMKM lain; Anda hanya dapat mengelola produk UMKM Anda sendiri',
  msmeNotYours: 'UMKM ini bukan milik Anda',
  descriptionRequired: 'Deskripsi wajib diisi',
  descriptionTooLong: 'Deskripsi maksimal 20000 karakter',
  categoryRequired: 'Kategori wajib dipilih',
  priceRequired: 'Harga wajib diisi',
  price: 'Harga harus berupa bilangan bulat minimal 0',
  materialRequired: 'Bahan wajib diisi',
  materialTooLong: 'Bahan maksimal 200 karakter',
  durabilityRequired: 'Daya tahan wajib diisi',
  durabilityTooLong: 'Daya tahan maksimal 200 karakter',
  deliveryTimeRequired: 'Waktu pengiriman wajib diisi',
  deliveryTimeTooLong: 'Waktu pengiriman maksimal 100 karakter',
  invalidId: 'ID produk tidak valid',
  notFound: 'Produk tidak ditemukan',
  created: 'Produk berhasil dibuat',
  updated: 'Produk berhasil diperbarui',
  deleted: 'Produk berhasil dihapus',
  loadFailed: 'Failed to load products',
} as const;

const T = PRODUCT_TEXTS;

export const PRODUCT_CATEGORY_LABELS: Record<ProductCategory, string> = {
  kerajinan: 'Kerajinan',
  kuliner: 'Kuliner',
  fashion: 'Fashion',
  souvenir: 'Souvenir',
  tekstil: 'Tekstil',
  lainnya: 'Lainnya',
};

const isMissing = (value: unknown) => value === undefined || value === null;

const price = numberInput(
  z
    .number({ error: (issue) => (isMissing(issue.input) ? T.priceRequired : T.price) })
    .int(T.price)
    .min(0, T.price)
    .max(PRODUCT_PRICE_MAX, T.price),
);

const msmeId = numberInput(
  z.number({ error: T.msmeRequired }).int(T.msmeRequired).positive(T.msmeRequired).max(2_147_483_647, T.msmeRequired),
);

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
  price: numberInput(price.optional()),
  material: fields.material.optional(),
  durability: fields.durability.optional(),
  deliveryTime: fields.deliveryTime.optional(),
  image: fields.image,
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
