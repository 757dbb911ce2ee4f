import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** Outgoing e-mail. Without SMTP_URL nothing is sent and `configured` says so. */
export interface Mailer {
  readonly configured: boolean;
  /** Resolves once the mail server accepted the message; rejects when it did not. */
  send(message: MailMessage): Promise<void>;
}

/** The sender when MAIL_FROM is unset: the SMTP account's own address, else a local one. */
function defaultFrom(smtpUrl: string): string {
  const user = decodeURIComponent(new URL(smtpUrl).username);
  return user.includes('@') ? user : 'no-reply@localhost';
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): Mailer {
  const { smtpUrl } = config;
  if (!smtpUrl) {
    return {
      configured: false,
      send: () => Promise.reject(new Error('SMTP is not configured')),
    };
  }
  // One connection per message: replies are rare, and a pool would hold a socket open for nothing.
  // Short timeouts, so a mail server that is down costs the admin seconds, not minutes.
  // Loaded with the first message: replies are rare, and most sites never send one.
  let transport: Promise<Transporter> | undefined;
  const transportNow = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(
        { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
        { from: config.mailFrom ?? defaultFrom(smtpUrl) },
      ),
    ));
  return {
    configured: true,
    async send(message) {
      await (await transportNow()).sendMail(message);
    },
  };
}
