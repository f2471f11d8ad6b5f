import type { Config } from '../config/load-config.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { readWindow, recordEvent, type WindowLimit } from '../services/throttle/sliding-window.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';

export const MAIL_LIMIT_MESSAGE = 'You have reached the limit of sending emails. Please try again later.';

export interface SendLimitedMailOptions {
  db: Database;
  mailer: Mailer;
  config: Config;
  mail: OutgoingMail;
  now?: Date;
}

function limitFor(config: Config, address: string): WindowLimit {
  return { bucket: 'mail', key: address.toLowerCase(), max: config.mail.sendsPerHour, windowMs: 3_600_000 };
}

/**
 * Sends one mail unless the address already had `MAIL_SENDS_PER_HOUR` in the last hour: then 429
 * `email_send_limit` with the spec's message and `wait` seconds. A transport failure is 502
 * `email_send_failed` ('Failed to send email. Please try again.') and does not count.
 */
export async function sendLimitedMail(options: SendLimitedMailOptions): Promise<void> {
  const { db, mailer, config, mail } = options;
  const now = options.now ?? new Date();
  const limit = limitFor(config, mail.to);
  const window = await readWindow(db, limit, now);
  if (window.waitSeconds > 0) {
    throw new AppError('email_send_limit', MAIL_LIMIT_MESSAGE, {
      message: MAIL_LIMIT_MESSAGE,
      wait: window.waitSeconds,
    });
  }
  try {
    await mailer.send(mail);
  } catch (error) {
    // The transport's reason goes to the server log (as the cause), never to the client.
    const failure = new AppError('email_send_failed', 'Failed to send email. Please try again.');
    failure.cause = error;
    throw failure;
  }
  await recordEvent(db, limit, now);
}
