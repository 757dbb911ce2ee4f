import type { Context } from '../trpc/context.ts';
import type { MailMessage } from './mailer.ts';

/**
 * Sends a message after the answer, never holding the write (a slow mail server would keep the
 * transaction open, and on the embedded database every other request with it); a failure is
 * logged with what it was about, never thrown. Without SMTP nothing is sent.
 */
export function sendLater(ctx: Pick<Context, 'mailer' | 'log'>, message: MailMessage, about: Record<string, unknown>): void {
  if (!ctx.mailer.configured) return;
  setImmediate(() => {
    ctx.mailer.send(message).catch((error: unknown) => ctx.log.warn({ err: error, ...about }, 'e-mail not sent'));
  });
}
