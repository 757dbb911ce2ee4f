import {
  hasRole,
  isSiteRunner,
  MSME_TEXTS,
  msmeCreateInput,
  msmeDeletedOutput,
  MSME_ENGLISH_TEXTS,
  type MsmeEnglishStored,
  msmeIdInput,
  msmeListInput,
  msmeListOutput,
  msmeSchema,
  msmeUpdateInput,
  SELLER_ROLES,
} from '@island/shared';
import { badRequest, conflict, notFound, notOwner } from '../../errors.ts';
import { rest } from '../../rest/rest-facts.ts';
import { textFields } from '../../rest/text-ids.ts';
import { hashPassword } from '../../security/passwords.ts';
import { publicReadProcedure, router, shopProcedure, siteRunnerProcedure } from '../../trpc/procedures.ts';
import { assertMayActOn } from '../../trpc/ownership.ts';
import { findActiveUserById, insertUser } from '../../security/auth.repo.ts';
import { deleteMsme, findMsme, findMsmeOwner, insertMsme, listMsmes, toWireMsme, updateMsme } from './msme.repo.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { isUniqueViolation } from '../../db/constraint-violations.ts';
import { audited } from '../../audit/audit-facts.ts';
import type { CacheTag } from '../../cache-tags.ts';
import { twinOf } from '../../db/english-twin.ts';

/** The English twin as the input gave it, whole: blanks as null, and null when nothing is written. */
const englishOf = (en: Record<string, unknown> | null | undefined) => twinOf<MsmeEnglishStored>(en, MSME_ENGLISH_TEXTS);

/**
 * The REST door answers an MSME's id and its owner's as text (deletes answer the id they removed),
 * as the API that existing clients of these paths were written for did; tRPC answers numbers.
 */
const REST_IDS = { asText: [textFields(msmeSchema, 'id', 'user_id'), textFields(msmeDeletedOutput, 'id')] };

const T = MSME_TEXTS;

/** What an MSME answer shows: the business, its product count and its owner's account state. */
const SHOWN: CacheTag[] = ['msme', 'products', 'users'];

/** Only an msme account can own an MSME. */
async function checkOwnerAccount(db: Db, userId: number): Promise<void> {
  const owner = await findActiveUserById(db, userId);
  if (!owner || !hasRole(owner.role, SELLER_ROLES)) throw badRequest('user_id', T.ownerNotFound);
}

export const msmeRouter = router({
  /** Newest first; search by business name; `user_id` keeps one owner's businesses. Public. */
  list: publicReadProcedure
    .meta({ ...rest('GET', '/api/msme', REST_IDS), tags: SHOWN })
    .input(msmeListInput)
    .output(msmeListOutput)
    .query(async ({ ctx, input }) => {
      const { rows, pagination } = await listMsmes(ctx.db, input, ctx.keptCounts);
      return { msmes: rows.map((row) => toWireMsme(row, ctx.baseUrl)), pagination };
    }),

  get: publicReadProcedure
    .meta({ ...rest('GET', '/api/msme/:id', REST_IDS), tags: SHOWN })
    .input(msmeIdInput)
    .output(msmeSchema)
    .query(async ({ ctx, input }) => {
      const row = await findMsme(ctx.db, input.id);
      if (!row) throw notFound(T.notFound);
      return toWireMsme(row, ctx.baseUrl);
    }),

  /**
   * For an existing msme account (`user_id`), or with its owner's name, e-mail and password:
   * then the account and the MSME are made in one transaction, and a taken e-mail leaves neither.
   */
  create: siteRunnerProcedure
    .meta({ ...rest('POST', '/api/msme', { ...REST_IDS, status: 201, message: T.created }), tags: ['msme', 'users'] })
    .input(msmeCreateInput)
    .output(msmeSchema)
    .meta(audited('msmes'))
    .mutation(async ({ ctx, input: { user_id, ownerEmail, password, ...values } }) => {
      if (user_id !== undefined) await checkOwnerAccount(ctx.db, user_id);
      // Hashing is slow on purpose: done before the transaction, which then holds no lock waiting.
      const passwordHash = user_id === undefined && password ? await hashPassword(password) : null;
      let id: number;
      try {
        id = await inTransaction(ctx.db, async (trx) => {
          let userId = user_id;
          if (userId === undefined && passwordHash && ownerEmail && values.ownerName) {
            const owner = await insertUser(trx, { name: values.ownerName, email: ownerEmail, passwordHash, role: 'msme' });
            userId = owner.id;
          }
          return insertMsme(trx, { ...values, userId: userId ?? null, en: englishOf(values.en) });
        });
      } catch (error) {
        // The owner's e-mail is taken (users_email_unique).
        if (isUniqueViolation(error)) throw conflict('ownerEmail', T.emailTaken);
        throw error;
      }
      const row = await findMsme(ctx.db, id);
      if (!row) throw notFound(T.notFound);
      return toWireMsme(row, ctx.baseUrl);
    }),

  /** Fields left out keep their stored values, images included. An owner edits only their own. */
  update: shopProcedure
    .meta(rest('PUT', '/api/msme/:id', { ...REST_IDS, message: T.updated }))
    .input(msmeUpdateInput)
    .output(msmeSchema)
    .meta(audited('msmes'))
    .mutation(async ({ ctx, input: { id, user_id, ...values } }) => {
      const stored = await findMsmeOwner(ctx.db, id);
      if (!stored) throw notFound(T.notFound);
      assertMayActOn(ctx.user, stored.user_id, T.notYours);
      if (user_id !== undefined) {
        // An owner may not hand their business to another account; those who run the site may.
        if (!isSiteRunner(ctx.user.role) && user_id !== ctx.user.id) throw notOwner(T.notYours);
        await checkOwnerAccount(ctx.db, user_id);
      }
      await updateMsme(ctx.db, id, { ...values, userId: user_id, en: englishOf(values.en) });
      const row = await findMsme(ctx.db, id);
      if (!row) throw notFound(T.notFound);
      return toWireMsme(row, ctx.baseUrl);
    }),

  /** Its products go with it; the owner's account stays (it is removed under Users). */
  delete: siteRunnerProcedure
    .meta(rest('DELETE', '/api/msme/:id', { ...REST_IDS, message: T.deleted }))
    .input(msmeIdInput)
    .output(msmeDeletedOutput)
    .meta(audited('msmes'))
    .mutation(async ({ ctx, input }) => {
      const deleted = await deleteMsme(ctx.db, input.id);
      if (!deleted) throw notFound(T.notFound);
      return { id: input.id, ...deleted };
    }),
});
