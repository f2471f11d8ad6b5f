import { RateLimitErrorBody } from '@galley/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api/api-error.ts';
import { describeApiError } from '../../../lib/api/describe-api-error.ts';

/** The server's English sentences of spec §5/§8 the converter shows in the user's language. */
const KNOWN_DETAILS: Record<string, string> = {
  'Please enter a reference to validate.': 'errors.emptyText',
  'Your text does not contain any references.': 'errors.noReferences',
  'No convertible references were found.': 'errors.noConvertible',
  'Files size must be 5MB or smaller.': 'errors.fileTooLarge',
  'There are no validated items...': 'errors.noValidatedItems',
  'Server is not working properly.': 'errors.serverNotWorking',
};

/** Failures that say nothing of the request itself: the shared catalogue words them best. */
const TRANSPORT_CODES = new Set([
  'network_error',
  'request_timeout',
  'csrf_token_unavailable',
  'csrf_invalid',
]);

/**
 * What the converter says for a failed call (spec §8): a known sentence in the user's language, a rate
 * limit or a lost connection as the shared catalogue words them, otherwise the server's detail, or
 * 'Unexpected Error'. (Subscription limits are shown by the modal, not here.)
 */
export function referenceErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('references:errors.unexpected');
  const known = KNOWN_DETAILS[error.detail];
  if (known) return t(`references:${known}`);
  const rateLimit = RateLimitErrorBody.safeParse({ detail: error.detail, code: error.code, ...error.meta });
  if (rateLimit.success || TRANSPORT_CODES.has(error.code) || error.status >= 500) {
    return describeApiError(error, t);
  }
  return error.detail || t('references:errors.unexpected');
}
