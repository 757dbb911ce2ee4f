import { CONTACT_TEXTS, localeOf } from '@island/shared';
import type { MailMessage } from '../../mail/mailer.ts';

interface RepliedMessage {
  name: string;
  email: string;
  subject: string | null;
  message: string;
  admin_reply: string | null;
  created_at: Date;
}

const quote = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');

/** The staff's answer to a visitor, quoting what they wrote (and when, on the island's clock). */
export function replyMail(row: RepliedMessage, timeZone: string): MailMessage {
  const subject = row.subject?.trim() ? row.subject : CONTACT_TEXTS.noSubject;
  const written = row.created_at.toLocaleString(localeOf('id'), { dateStyle: 'long', timeStyle: 'short', timeZone });
  return {
    to: row.email,
    subject: `Re: ${subject}`,
    text: `Halo ${row.name},\n\n${row.admin_reply ?? ''}\n\n---\nPesan Anda (${written}):\n${quote(row.message)}\n`,
  };
}

/** The staff address's notice of a new message; replying to it answers the visitor. */
export function newMessageNotice(
  to: string,
  message: { name: string; email: string; phone: string | null; subject: string; message: string },
): MailMessage {
  return {
    to,
    replyTo: message.email,
    subject: `Pesan baru dari ${message.name}: ${message.subject}`,
    text: `Nama: ${message.name}\nEmail: ${message.email}\nTelepon: ${message.phone ?? CONTACT_TEXTS.notProvided}\nSubjek: ${message.subject}\n\n${message.message}\n`,
  };
}
