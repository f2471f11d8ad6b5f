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

/** Field problems in a 400 `validation_error`, keyed by the request field's name. */
export const ValidationIssue = z.object({ field: z.string(), message: z.string() });
export type ValidationIssue = z.infer<typeof ValidationIssue>;
