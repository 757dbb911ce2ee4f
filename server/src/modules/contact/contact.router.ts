import type { z } from 'zod';
import {
  CONTACT_TEXTS,
  contactDeletedSchema,
  contactIdInput,
  contactListInput,
  contactListOutput,
  contactMessageInput,
  contactMessageSchema,
  contactReceiptSchema,
  contactReplyInput,
  contactReplyOutput,
  type ContactReplyResult,
  type ReplyDelivery,
  replyMessage,
  unreadCountSchema,
} from '@island/shared';
import { notFound } from '../../errors.ts';
import { rest } from '../../rest/rest-facts.ts';
import type { Context } from '../../trpc/context.ts';
import { formLimit, publicProcedure, router, siteRunnerProcedure } from '../../trpc/procedures.ts';
import {
  countUnreadMessages,
  deleteContactMessage,
  findContactMessage,
  insertContactMessage,
  listContactMessages,
  markContactMessageRead,
  markReplyEmailed,
  saveContactReply,
  toWireContactMessage,
} from './contact.repo.ts';
import { newMessageNotice, replyMail } from './contact.mail.ts';
import { audited } from '../../audit/audit-facts.ts';

const T = CONTACT_TEXTS;
const missing = () => notFound(T.notFound);

/** Tells the staff address about a new message, without holding up the visitor's answer. */
function notifyStaff(ctx: Context, id: number, message: Parameters<typeof newMessageNotice>[1]): void {
  const to = ctx.config.notifyEmail;
  if (!to || !ctx.mailer.configured) return;
  ctx.mailer.send(newMessageNotice(to, message)).catch((error: unknown) => {
    ctx.log.warn({ err: error, contactMessageId: id }, 'new-message notice not sent');
  });
}

export const contactRouter = router({
  /** The public form. The visitor gets a receipt only: nothing stored is ever echoed to them. */
  create: publicProcedure
    .meta(rest('POST', '/api/contact', { status: 201, message: T.sent }))
    .input(contactMessageInput)
    .use(formLimit<z.output<typeof contactMessageInput>>('contact', (input) => input.email))
    .output(contactReceiptSchema)
    .meta(audited('contact_messages'))
    .mutation(async ({ ctx, input }) => {
      const saved = await insertContactMessage(ctx.db, input);
      ctx.recordWritten?.(saved);
      notifyStaff(ctx, saved.id, input);
      return { id: saved.id };
    }),

  list: siteRunnerProcedure
    .meta(rest('GET', '/api/contact'))
    .input(contactListInput)
    .output(contactListOutput)
    .query(({ ctx, input }) => listContactMessages(ctx.db, input)),

  unreadCount: siteRunnerProcedure
    .meta(rest('GET', '/api/contact/unread-count'))
    .output(unreadCountSchema).query(async ({ ctx }) => ({ count: await countUnreadMessages(ctx.db) })),

  byId: siteRunnerProcedure
    .meta(rest('GET', '/api/contact/:id'))
    .input(contactIdInput)
    .output(contactMessageSchema)
    .query(async ({ ctx, input }) => {
      const row = await findContactMessage(ctx.db, input.id);
      if (!row) throw missing();
      return toWireContactMessage(row);
    }),

  markRead: siteRunnerProcedure
    .meta(rest('PATCH', '/api/contact/:id/mark-read', { message: T.markedRead }))
    .input(contactIdInput)
    .output(contactMessageSchema)
    .meta(audited('contact_messages'))
    .mutation(async ({ ctx, input }) => {
      const row = await markContactMessageRead(ctx.db, input.id);
      if (!row) throw missing();
      return toWireContactMessage(row);
    }),

  /**
   * Stores the reply first, then e-mails it. A failed send keeps the reply and says so; without
   * SMTP the reply is stored and the answer says no e-mail went out. Replying again replaces it.
   */
  reply: siteRunnerProcedure
    .meta(rest('PUT', '/api/contact/:id/reply', { message: (result: ContactReplyResult) => replyMessage(result) }))
    .input(contactReplyInput)
    .output(contactReplyOutput)
    .meta(audited('contact_messages'))
    .mutation(async ({ ctx, input }) => {
      let row = await saveContactReply(ctx.db, input.id, input.admin_reply, ctx.user.id, ctx.now());
      if (!row) throw missing();
      let delivery: ReplyDelivery = 'not_configured';
      if (ctx.mailer.configured) {
        try {
          await ctx.mailer.send(replyMail(row, ctx.config.siteTimeZone));
          row = (await markReplyEmailed(ctx.db, row.id, ctx.now())) ?? row;
          delivery = 'sent';
        } catch (error) {
          ctx.log.warn({ err: error, contactMessageId: row.id }, 'reply stored but not e-mailed');
          delivery = 'failed';
        }
      }
      return { ...toWireContactMessage(row), delivery };
    }),

  remove: siteRunnerProcedure
    .meta(rest('DELETE', '/api/contact/:id', { message: (m: { name: string }) => T.deleted(m.name) }))
    .input(contactIdInput)
    .output(contactDeletedSchema)
    .meta(audited('contact_messages'))
    .mutation(async ({ ctx, input }) => {
      const row = await deleteContactMessage(ctx.db, input.id);
      if (!row) throw missing();
      return row;
    }),
});
