import type { ConversionStatus } from '@galley/contracts';
import type { BoardPage } from './conversion-paths.ts';

export interface ResumeInput {
  status: ConversionStatus;
  /** An upload was accepted (the conversion names its file). */
  hasFile: boolean;
  /** The auto-tag job ended (success or skipped), so the confirm board has data. */
  tagged: boolean;
  /** The board's current step; null when every step is done (→ convert). Ignored until tagged. */
  currentTargetStep: string | null;
}

export type ResumeTarget = { kind: 'page'; page: BoardPage } | { kind: 'expired' };

/**
 * Where "resume" takes the author (spec §4): an expired conversion says so; converting and complete ones show
 * only status and download; without an accepted file, the upload board; uploaded but not tagged, the auto-tag
 * board (which sends the author back to upload when tagging never started); a tagged draft, the confirm board
 * at its current step, or the convert page once every step is done.
 */
export function resumeTarget({ status, hasFile, tagged, currentTargetStep }: ResumeInput): ResumeTarget {
  if (status === 'expired') return { kind: 'expired' };
  if (status === 'converting' || status === 'complete') return { kind: 'page', page: 'convertStatus' };
  if (status === 'initial' || status === 'uploading' || !hasFile) return { kind: 'page', page: 'upload' };
  if (!tagged) return { kind: 'page', page: 'uploading' };
  if (currentTargetStep === null) return { kind: 'page', page: 'convert' };
  return { kind: 'page', page: `confirm/${currentTargetStep}` };
}
