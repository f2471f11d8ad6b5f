import { z } from 'zod';

/**
 * Every error code the API may answer with. The web app maps each to an i18n key `errors.<code>`,
 * so adding a code here without a translation fails the catalogue test.
 */
export const ERROR_CODES = [
  'bad_request',
  'validation_error',
  'unauthorized',
  'forbidden',
  'csrf_missing',
  'csrf_invalid',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'request_timeout',
  'internal_error',
  'service_unavailable',
  // Sessions (spec §4: 460, 461 and 462 clear the local user and go home).
  'session_expired',
  'session_ended',
  'account_disabled',
  // Accounts.
  'invalid_credentials',
  'login_attempts_exceeded',
  'email_taken',
  'user_not_found',
  'email_not_verified',
  'already_verified',
  'link_expired',
  'invalid_password',
  'password_check_required',
  'email_send_limit',
  'email_send_failed',
  'invalid_code',
  'code_expired',
  'code_exhausted',
  'invalid_page',
] as const;

export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** The one error body of the API: `{ detail, code, ...meta }`. */
export const ApiErrorBody = z.looseObject({ detail: z.string(), code: z.string() });
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/**
 * A 429 also carries the spec's `{ message, wait }` (wait in whole seconds). The code is `rate_limited`
 * for the generic limit; specific limits (e.g. emails per hour) bring their own code and message.
 */
export const RateLimitErrorBody = z.looseObject({
  detail: z.string(),
  code: z.string(),
  message: z.string(),
  wait: z.number().int().nonnegative(),
});
export type RateLimitErrorBody = z.infer<typeof RateLimitErrorBody>;

/**
 * Field problems in a 400 `validation_error`, keyed by the request field's name. `code` is a key of
 * VALIDATION_MESSAGES when the rule is one of ours (the web app shows `validation.<code>`), else 'invalid'.
 */
export const ValidationIssue = z.object({ field: z.string(), code: z.string(), message: z.string() });
export type ValidationIssue = z.infer<typeof ValidationIssue>;
