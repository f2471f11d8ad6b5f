import type { ConvertOutputStatus } from '@galley/contracts';

/** What a journal's row shows: its state, or `finishing` while a converted journal's files are not yet known. */
export type OutputPhase = ConvertOutputStatus | 'finishing';

/**
 * A `complete` event arrives before the refetch that brings the journal's files (`has_docx`, `has_report`): until
 * then the row says "finishing" rather than "Complete" with no download beside it.
 */
export function outputPhase(output: {
  status: ConvertOutputStatus;
  has_docx: boolean;
  has_report: boolean;
}): OutputPhase {
  if (output.status === 'complete' && !output.has_docx && !output.has_report) return 'finishing';
  return output.status;
}
