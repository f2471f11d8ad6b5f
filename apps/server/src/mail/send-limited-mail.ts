import type { Config } from '../config/load-config.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { reserveSlot } from '../services/throttle/sliding-window.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';

export const MAIL_LIMIT_MESSAGE = 'You have reached the limit of sending emails. Please try again later.';

/**
 * Mails are limited per address and per stream: links (verification, password reset) and login codes
 * count apart, so a stranger requesting resets for someone cannot use up the codes they need to sign in.
 */
export type MailStream = 'links' | 'codes';

export interface SendLimitedMailOptions {
  db: Database;
  mailer: Mailer;
  config: Config;
  mail: OutgoingMail;
  stream: MailStream;
  now?: Date;
}

/**
 * Sends one mail unless the address already had `MAIL_SENDS_PER_HOUR` of this stream in the last hour:
 * then 429 `email_send_limit` with the spec's message and `wait` seconds. The slot is taken before
 * sending, so a burst of concurrent requests cannot slip past the limit. A transport failure is 502
 * `email_send_failed` ('Failed to send email. Please try again.') and gives the slot back.
 */
export async function sendLimitedMail(options: SendLimitedMailOptions): Promise<void> {
  const { db, mailer, config, mail } = options;
  const slot = await reserveSlot(
    db,
    {
      bucket: `mail:${options.stream}`,
      key: mail.to.toLowerCase(),
      max: config.mail.sendsPerHour,
      windowMs: 3_600_000,
    },
    options.now,
  );
  if (!slot.ok) {
    throw new AppError('email_send_limit', MAIL_LIMIT_MESSAGE, {
      message: MAIL_LIMIT_MESSAGE,
      wait: slot.waitSeconds,
    });
  }
  try {
    await mailer.send(mail);
  } catch (error) {
    await slot.reservation.release();
    // The transport's reason goes to the server log (as the cause), never to the client.
    const failure = new AppError('email_send_failed', 'Failed to send email. Please try again.');
    failure.cause = error;
    throw failure;
  }
}
