import type { ConversionRow } from '../../db/schema.ts';
import { readStepData } from './board-order.ts';

/**
 * A queued or running auto-tag job untouched this long died with its retries (a job's three attempts of at most
 * 5 minutes each): the author may start another instead of waiting for retention.
 */
export const STALE_AUTO_TAG_MS = 20 * 60_000;

/** Whether the conversion's auto-tag job is still under way (a second call answers it rather than a new one). */
export function autoTagUnderway(row: ConversionRow, now = new Date()): boolean {
  if (row.autoTagStatus !== 'queued' && row.autoTagStatus !== 'running') return false;
  return row.updatedAt.getTime() > now.getTime() - STALE_AUTO_TAG_MS;
}

/** The board exists for the current upload: tagged or skipped, with its step data and HTML. */
export function boardReady(row: ConversionRow): boolean {
  return (
    (row.autoTagStatus === 'success' || row.autoTagStatus === 'skipped') &&
    row.clientHtml !== null &&
    row.manuscriptFileId !== null &&
    readStepData(row.stepData) !== null
  );
}
