import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer.ts';

/**
 * Sends a message after the answer, never holding the write (a slow mail server would keep the
 * transaction open, and on the embedded database every other request with it); a failure is
 * logged with what it was about, never thrown. Without SMTP nothing is sent.
 */
export function sendLater(ctx: { mailer: Mailer; log: FastifyBaseLogger }, message: MailMessage, about: Record<string, unknown>): void {
  if (!ctx.mailer.configured) return;
  setImmediate(() => {
    ctx.mailer.send(message).catch((error: unknown) => ctx.log.warn({ err: error, ...about }, 'e-mail not sent'));
  });
}
