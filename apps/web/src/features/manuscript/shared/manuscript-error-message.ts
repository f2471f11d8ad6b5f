import { MANUSCRIPT_UPLOAD_ERROR_CODES, RateLimitErrorBody } from '@galley/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api/api-error.ts';
import { describeApiError } from '../../../lib/api/describe-api-error.ts';

/** What failed, for spec §8's "Failures for: create conversion, get conversions, …"; keys of `errors.failed.*`. */
export type ManuscriptAction =
  | 'createConversion'
  | 'getConversions'
  | 'getConversion'
  | 'destroyConversion'
  | 'uploadFile'
  | 'fileStatus'
  | 'deleteFile'
  | 'downloadFile'
  | 'createAutoTag'
  | 'aiStatus'
  | 'textData'
  | 'setTargetJournals'
  | 'createConvertTask'
  | 'downloadConverted'
  | 'checkExpiry'
  | 'updateConversion'
  | 'backToPrevious'
  | 'resetDraft';

/** Manuscript codes the server answers with, worded in `manuscript:errors.codes.*`. */
export const MANUSCRIPT_CODES: ReadonlySet<string> = new Set<string>([
  ...MANUSCRIPT_UPLOAD_ERROR_CODES,
  'no_file',
  'not_tagged',
  'incomplete_steps',
  'expired',
  'conversion_expired',
]);

/** Failures that say nothing of the request itself: the shared catalogue words them best. */
const TRANSPORT_CODES = new Set([
  'network_error',
  'request_timeout',
  'csrf_token_unavailable',
  'csrf_invalid',
]);

/**
 * What the manuscript screens say for a failed call (spec §8), in the user's language: a manuscript code
 * (`file_size_limit`, `token_limit`, …) by its catalogue text; a 401 from the upload as the corrupted-file
 * message (the server's code for it, not a lost session); a rate limit, a lost connection or a 5xx as the
 * shared catalogue words them; any other refusal with the server's detail; else "failed to <action>".
 */
export function manuscriptErrorMessage(error: unknown, t: TFunction, action?: ManuscriptAction): string {
  const fallback = action ? t(`manuscript:errors.failed.${action}`) : t('manuscript:errors.unexpected');
  if (!(error instanceof ApiError)) return fallback;
  if (MANUSCRIPT_CODES.has(error.code)) return t(`manuscript:errors.codes.${error.code}`);
  if (action === 'uploadFile' && error.status === 401 && error.code !== 'unauthorized')
    return t('manuscript:errors.codes.file_corrupted');
  if (action === 'uploadFile' && error.status === 413) return t('manuscript:errors.codes.file_size_limit');
  const rateLimit = RateLimitErrorBody.safeParse({ detail: error.detail, code: error.code, ...error.meta });
  if (rateLimit.success || TRANSPORT_CODES.has(error.code)) return describeApiError(error, t);
  if (error.status >= 500 || error.status === 0) return fallback;
  if (error.code === 'not_found') return t('manuscript:errors.notFound');
  return error.detail || fallback;
}
