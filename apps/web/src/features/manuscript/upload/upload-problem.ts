import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api/api-error.ts';
import { manuscriptErrorMessage } from '../shared/manuscript-error-message.ts';

/** Refusals the server names apart from the spec's codes (body `problem`), worded in `upload.problems.*`. */
const UPLOAD_PROBLEMS = new Set(['empty_manuscript', 'password_protected']);

/**
 * The sentence for a refused upload: an empty or password-protected file by its own words (the server sends them
 * under the nearest spec code, whose text would mislead), anything else as every manuscript call words it.
 */
export function uploadProblemMessage(error: unknown, t: TFunction): string {
  const problem = error instanceof ApiError ? error.meta.problem : undefined;
  if (typeof problem === 'string' && UPLOAD_PROBLEMS.has(problem))
    return t(`manuscript:upload.problems.${problem}`);
  return manuscriptErrorMessage(error, t, 'uploadFile');
}

/**
 * What shows under the drop zone once nothing is being sent: a refusal replaces the earlier "Uploaded" success
 * (both at once read as if the new file had passed); the earlier file, still the one in use, is only named.
 */
export function uploadNotice(
  problem: string | null,
  uploadedName: string | null,
): { problem: string | null; uploaded: string | null; kept: string | null } {
  if (problem) return { problem, uploaded: null, kept: uploadedName };
  return { problem: null, uploaded: uploadedName, kept: null };
}
