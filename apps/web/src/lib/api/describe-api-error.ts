import { ERROR_CODES, RateLimitErrorBody } from '@galley/contracts';
import type { TFunction } from 'i18next';
import { ApiError, CLIENT_ERROR_CODES } from './api-error.ts';

const TRANSLATED_CODES: ReadonlySet<string> = new Set([...ERROR_CODES, ...CLIENT_ERROR_CODES]);

/**
 * The sentence a user sees for a failed call, in their language. A 429 is "message + Please wait +
 * seconds" (spec §8), where the message is the catalogue's translation of the error code when we have
 * one (the server speaks English) and the server's own message otherwise; other known codes use
 * `errors.<code>`; an unknown code shows the server's detail; anything else the generic message.
 */
export function describeApiError(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('common:errors.unexpected');
  const rateLimit = RateLimitErrorBody.safeParse({ detail: error.detail, code: error.code, ...error.meta });
  if (rateLimit.success) {
    const message = TRANSLATED_CODES.has(error.code)
      ? t(`common:errors.${error.code}`)
      : rateLimit.data.message;
    return t('common:errors.rateLimitWait', { message, count: rateLimit.data.wait });
  }
  if (TRANSLATED_CODES.has(error.code)) return t(`common:errors.${error.code}`);
  return error.detail || t('common:errors.unexpected');
}
