/**
 * Per-IP request limits of the routes that check a secret or send mail, tighter than the global one.
 * (Failed logins are also counted per account and per IP by verifyLogin; mails per address per hour.)
 */
export const AUTH_RATE_LIMIT = { max: 20, timeWindow: 60_000 };
export const MAIL_RATE_LIMIT = { max: 10, timeWindow: 60_000 };
