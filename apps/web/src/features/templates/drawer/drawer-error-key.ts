import { TEMPLATE_IN_USE_MESSAGE, TEMPLATE_MOVE_CYCLE_MESSAGE } from '@galley/contracts';
import { ApiError } from '../../../lib/api/api-error.ts';

/**
 * The drawer's own sentence for a refusal the spec words (§8: a template a journal template uses is not
 * deleted; a folder never goes into itself), as a key of the template-drawer catalogue; undefined for
 * anything else, which the app's generic error text describes.
 */
export function drawerErrorKey(error: unknown): 'errors.inUse' | 'errors.cycle' | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.detail === TEMPLATE_IN_USE_MESSAGE) return 'errors.inUse';
  if (error.detail === TEMPLATE_MOVE_CYCLE_MESSAGE) return 'errors.cycle';
  return undefined;
}
