import type { TFunction } from 'i18next';
import { ApiError } from '../../../../lib/api/api-error.ts';
import { describeApiError } from '../../../../lib/api/describe-api-error.ts';

/**
 * Why a save failed, in the page's language: the server's two known refusals (another template has the key; a
 * newer version was saved meanwhile) (their `reason`), anything else as the API error says.
 */
export function saveErrorText(error: unknown, t: TFunction): string | null {
  if (!error) return null;
  if (error instanceof ApiError) {
    const reason = error.meta.reason;
    if (reason === 'stale_version') return t('admin:editor.save.conflict');
    if (reason === 'key_taken') return t('admin:editor.save.keyTaken');
  }
  return describeApiError(error, t);
}
