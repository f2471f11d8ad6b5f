import { z } from 'zod';
import { PlanId, QuotaService } from './plans.ts';

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
  // Plans and quotas (spec §3 "Subscription limit error detail", §8): 403 over a limit, 402 used up.
  'quota_exceeded',
  'quota_used_up',
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
 * The spec's subscription limit error (§3, §8): `quota_exceeded` (403) when one request asks for more
 * than the plan allows at a time (`error_type: 'once'`) or in a month (`'month'`) — a plan that does
 * not include the service at all (free) answers `once` with `max_once: 0`; `quota_used_up` (402,
 * `not_remaining_usage`) when this month's remaining usage is too small. A null maximum is unlimited.
 * `plan_id` and `service` are ours, beside the spec's fields, so the client can name both in its language.
 */
export const SubscriptionLimitErrorBody = z.looseObject({
  detail: z.string(),
  code: z.enum(['quota_exceeded', 'quota_used_up']),
  domain: z.literal('subscription'),
  sub_domain: z.enum(['exceed', 'not_remaining_usage']),
  error_type: z.enum(['once', 'month']),
  meta: z.looseObject({
    plan_name: z.string(),
    /** How many this request asked for. */
    cur_processing: z.number().int().nonnegative(),
    max_once: z.number().int().nonnegative().nullable(),
    remaining_usage: z.number().int().nonnegative().nullable(),
    max_month: z.number().int().nonnegative().nullable(),
    plan_id: PlanId.optional(),
    service: QuotaService.optional(),
  }),
});
export type SubscriptionLimitErrorBody = z.infer<typeof SubscriptionLimitErrorBody>;

/**
 * Field problems in a 400 `validation_error`, keyed by the request field's name. `code` is a key of
 * VALIDATION_MESSAGES when the rule is one of ours (the web app shows `validation.<code>`), else 'invalid'.
 */
export const ValidationIssue = z.object({ field: z.string(), code: z.string(), message: z.string() });
export type ValidationIssue = z.infer<typeof ValidationIssue>;
