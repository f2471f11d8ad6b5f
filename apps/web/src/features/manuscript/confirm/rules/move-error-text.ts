import type { HighlightMessageKey } from '@galley/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../../lib/api/api-error.ts';
import { type ManuscriptAction, manuscriptErrorMessage } from '../../shared/manuscript-error-message.ts';

/** update-conversion's rule refusals (conversion-update.ts) and the board's words for them. */
const RULE_CODES: Record<string, HighlightMessageKey> = {
  required_step_empty: 'requiredStepEmpty',
  single_only: 'singleOnly',
  forbidden_overlap: 'noDuplicateDragging',
};

/**
 * A failed save, back or file delete in the page's language: a highlight rule the server re-checked by the
 * board's own message; anything else as the manuscript area words it (spec §8, the action's failure text).
 */
export function moveErrorText(error: unknown, t: TFunction, action: ManuscriptAction): string {
  const rule = error instanceof ApiError ? RULE_CODES[error.code] : undefined;
  if (rule) return t(`manuscript-confirm:messages.${rule}`);
  if (error instanceof ApiError && error.code === 'text_altered')
    return t('manuscript-confirm:alerts.saveFailed');
  return manuscriptErrorMessage(error, t, action);
}
