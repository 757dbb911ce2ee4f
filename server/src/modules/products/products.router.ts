import {
  deletedOutput,
  isSiteRunner,
  PRODUCT_TEXTS,
  productCreateInput,
  PRODUCT_ENGLISH_TEXTS,
  type ProductEnglishStored,
  productDetailSchema,
  productIdInput,
  productListInput,
  productListOutput,
  productSchema,
  productUpdateInput,
  RELATED_PRODUCTS_LIMIT,
} from '@island/shared';
import type { Database } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { rest } from '../../rest/rest-facts.ts';
import { publicReadProcedure, router, shopProcedure } from '../../trpc/procedures.ts';
import { type Actor, assertMayActOn } from '../../trpc/ownership.ts';
import { textFields } from '../../rest/text-ids.ts';
import { findMsmeOwner, ownsAnyMsme } from '../msme/msme.repo.ts';
import {
  deleteProduct,
  findProduct,
  insertProduct,
  listProducts,
  listRelatedProducts,
  toWireProduct,
  updateProduct,
} from './products.repo.ts';
import { audited } from '../../audit/audit-facts.ts';
import type { CacheTag } from '../../cache-tags.ts';
import { twinOf } from '../../db/english-twin.ts';

/**
 * The REST door answers a product's id and its MSME's as text (deletes answer the id they removed),
 * as the API that existing clients of these paths were written for did; tRPC answers numbers.
 */
const REST_IDS = { asText: [textFields(productSchema, 'id', 'msme_id'), textFields(deletedOutput, 'id')] };

const T = PRODUCT_TEXTS;

/** What a product answer shows: the product and its seller's brand and links. */
const SHOWN: CacheTag[] = ['products', 'msme'];

/** The MSME a product is put under: it must exist (400) and be the caller's to manage (403). */
async function checkTargetMsme(db: Database, user: Actor, msmeId: number): Promise<void> {
  if (!isSiteRunner(user.role) && !(await ownsAnyMsme(db, user.id))) throw forbidden(T.msmeFirst);
  const msme = await findMsmeOwner(db, msmeId);
  if (!msme) throw badRequest('msme_id', T.msmeNotFound);
  assertMayActOn(user, msme.user_id, T.msmeNotYours);
}

/** The stored product, if the caller may manage it: 404 when missing, 403 when another owner's. */
async function findManagedProduct(db: Database, user: Actor, id: number) {
  const product = await findProduct(db, id);
  if (!product) throw notFound(T.notFound);
  assertMayActOn(user, product.owner_id, T.notYours);
  return product;
}

/** The English twin as the input gave it, whole: blanks as null, and null when nothing is written. */
const englishOf = (en: Record<string, unknown> | null | undefined) => twinOf<ProductEnglishStored>(en, PRODUCT_ENGLISH_TEXTS);

export const productsRouter = router({
  /** Newest first, with each seller's brand and links; search, category and seller filters. Public. */
  list: publicReadProcedure
    .meta({ ...rest('GET', '/api/products', REST_IDS), tags: SHOWN })
    .input(productListInput)
    .output(productListOutput)
    .query(async ({ ctx, input }) => {
      const { rows, pagination } = await listProducts(ctx.db, input, ctx.keptCounts);
      return { products: rows.map((row) => toWireProduct(row, ctx.baseUrl)), pagination };
    }),

  /** A product with its seller and a few related products (same seller or same category). */
  get: publicReadProcedure
    .meta({ ...rest('GET', '/api/products/:id', REST_IDS), tags: SHOWN })
    .input(productIdInput)
    .output(productDetailSchema)
    .query(async ({ ctx, input }) => {
      const row = await findProduct(ctx.db, input.id);
      if (!row) throw notFound(T.notFound);
      const related = await listRelatedProducts(ctx.db, row, RELATED_PRODUCTS_LIMIT);
      return { ...toWireProduct(row, ctx.baseUrl), relatedProducts: related.map((r) => toWireProduct(r, ctx.baseUrl)) };
    }),

  create: shopProcedure
    .meta(rest('POST', '/api/products', { ...REST_IDS, status: 201, message: T.created }))
    .input(productCreateInput)
    .output(productSchema)
    .meta(audited('products'))
    .mutation(async ({ ctx, input: { msme_id, ...values } }) => {
      await checkTargetMsme(ctx.db, ctx.user, msme_id);
      const id = await insertProduct(ctx.db, { ...values, msmeId: msme_id, en: englishOf(values.en) });
      const row = await findProduct(ctx.db, id);
      if (!row) throw notFound(T.notFound);
      return toWireProduct(row, ctx.baseUrl);
    }),

  /** Fields left out keep their stored values, the image included; moving it needs the new MSME too. */
  update: shopProcedure
    .meta(rest('PUT', '/api/products/:id', { ...REST_IDS, message: T.updated }))
    .input(productUpdateInput)
    .output(productSchema)
    .meta(audited('products'))
    .mutation(async ({ ctx, input: { id, msme_id, ...values } }) => {
      await findManagedProduct(ctx.db, ctx.user, id);
      if (msme_id !== undefined) await checkTargetMsme(ctx.db, ctx.user, msme_id);
      if (!(await updateProduct(ctx.db, id, { ...values, msmeId: msme_id, en: englishOf(values.en) }))) throw notFound(T.notFound);
      const row = await findProduct(ctx.db, id);
      if (!row) throw notFound(T.notFound);
      return toWireProduct(row, ctx.baseUrl);
    }),

  delete: shopProcedure
    .meta(rest('DELETE', '/api/products/:id', { ...REST_IDS, message: T.deleted }))
    .input(productIdInput)
    .output(deletedOutput)
    .meta(audited('products'))
    .mutation(async ({ ctx, input }) => {
      await findManagedProduct(ctx.db, ctx.user, input.id);
      if (!(await deleteProduct(ctx.db, input.id))) throw notFound(T.notFound);
      return { id: input.id };
    }),
});
