import { ApiError } from '../../../lib/api/api-error.ts';

export const NO_VALID_REFERENCES = 'There are no valid references to export.';

/** The spec's sentence for a failed export: nothing valid to export, or the api failed (spec §8). */
export function exportErrorKey(error: unknown): 'errors.noValidToExport' | 'errors.exportFailed' {
  return error instanceof ApiError && error.detail === NO_VALID_REFERENCES
    ? 'errors.noValidToExport'
    : 'errors.exportFailed';
}
