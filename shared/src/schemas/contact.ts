import { z } from 'zod';
import { CONTACT_TEXTS } from './contact-texts.ts';
export { CONTACT_TEXTS } from './contact-texts.ts';
import { LIMITS } from '../limits.ts';
import { paginationSchema, optionalFilter } from './common.ts';
import { listFields, recordIdInput } from './fields.ts';

const T = CONTACT_TEXTS;

export const CONTACT_LIMITS = { subjectMax: 200, messageMin: 10, messageMax: 5000, replyMax: 5000, phoneMax: 30 } as const;

/** What the status filter of the messages screen offers (docs/product.md, Contact messages). */
export const CONTACT_STATUS_FILTERS = ['unread', 'read', 'replied', 'unreplied'] as const;
export type ContactStatusFilter = (typeof CONTACT_STATUS_FILTERS)[number];

/** A message's badge: Replied when answered, else Read when opened, else New (unread). */
export const CONTACT_STATUSES = ['unread', 'read', 'replied'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

const isMissing = (value: unknown) => value === undefined || value === null;
const blankToNull = (v: unknown) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v);

function required(message: string, max: number, tooLong: string, min = 1, length = tooLong) {
  return z
    .string({ error: (issue) => (isMissing(issue.input) ? message : tooLong) })
    .trim()
    .min(1, { error: message, abort: true })
    .min(min, length)
    .max(max, tooLong);
}

/** The public form: name, e-mail, subject and message required; phone optional. */
export const contactMessageInput = z.object({
  name: required(T.nameRequired, LIMITS.nameMax, T.nameMax),
  email: required(T.emailRequired, LIMITS.emailMax, T.invalidEmail).pipe(z.email(T.invalidEmail)),
  phone: z
    .preprocess(
      blankToNull,
      z
        .string({ error: T.phoneInvalid })
        .trim()
        .max(CONTACT_LIMITS.phoneMax, T.phoneInvalid)
        .regex(/^\+?[\d\s().-]{6,}$/, T.phoneInvalid)
        .nullable(),
    )
    .optional()
    .default(null),
  subject: required(T.subjectRequired, CONTACT_LIMITS.subjectMax, T.subjectMax),
  message: required(T.messageRequired, CONTACT_LIMITS.messageMax, T.messageLength, CONTACT_LIMITS.messageMin, T.messageLength),
});
export type ContactMessageInput = z.input<typeof contactMessageInput>;

/** What a visitor gets back: a receipt, never the message or an address. */
export const contactReceiptSchema = z.object({ id: z.number().int() });

export const contactIdInput = recordIdInput(T.invalidId);

export const contactListInput = z.object({
  ...listFields(10),
  status: optionalFilter(z.enum(CONTACT_STATUS_FILTERS, { error: T.invalidStatus })),
});
export type ContactListInput = z.input<typeof contactListInput>;

export const contactReplyInput = z.object({
  id: contactIdInput.shape.id,
  admin_reply: required(T.replyRequired, CONTACT_LIMITS.replyMax, T.replyMax),
});
export type ContactReplyInput = z.input<typeof contactReplyInput>;

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  is_read: z.boolean(),
  status: z.enum(CONTACT_STATUSES),
  admin_reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  /** When the reply last reached the visitor's mail server; null when it was only stored. */
  reply_emailed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactListOutput = z.object({ messages: z.array(contactMessageSchema), pagination: paginationSchema });
export type ContactList = z.infer<typeof contactListOutput>;

/** How a reply went out: e-mailed, e-mail failed (reply kept), or no mail server configured. */
export const REPLY_DELIVERIES = ['sent', 'failed', 'not_configured'] as const;
export type ReplyDelivery = (typeof REPLY_DELIVERIES)[number];

export const contactReplyOutput = contactMessageSchema.extend({ delivery: z.enum(REPLY_DELIVERIES) });
export type ContactReplyResult = z.infer<typeof contactReplyOutput>;

/** The toast for a saved reply, by how it went out. */
export function replyMessage(result: { email: string; delivery: ReplyDelivery }): string {
  if (result.delivery === 'sent') return T.replied(result.email);
  return result.delivery === 'failed' ? T.replyNotDelivered(result.email) : T.replyNoMail;
}

export const unreadCountSchema = z.object({ count: z.number().int() });

export const contactDeletedSchema = z.object({ id: z.number().int(), name: z.string() });

/** The table's preview of a message: its first 100 characters (docs/product.md, Contact messages). */
export function messagePreview(message: string, length = 100): string {
  return message.length > length ? `${message.slice(0, length)}…` : message;
}
