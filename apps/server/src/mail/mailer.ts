import nodemailer from 'nodemailer';
import type { Database } from '../db/database.ts';
import { mailOutbox } from '../db/schema.ts';
import type { RenderedMail } from './render-mail.ts';

export interface OutgoingMail extends RenderedMail {
  to: string;
}

/** Sends mail. The only way out of the server for mail (see docs/ARCHITECTURE.md). */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The one message shape both transports get: plain text and HTML alternatives. */
function message(from: string, mail: OutgoingMail) {
  return { from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
}

/** Real delivery through an SMTP server (`SMTP_URL`). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail(message(from, mail));
    },
    close: () => transport.close(),
  };
}

/**
 * The dev outbox: nodemailer builds the message exactly as for SMTP (addresses checked, headers made),
 * then the mail is stored in `mail_outbox` instead of leaving the machine.
 */
export function createOutboxMailer(db: Database, from: string): Mailer {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    kind: 'outbox',
    async send(mail) {
      await transport.sendMail(message(from, mail));
      await db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close: () => transport.close(),
  };
}
