import type { ConversionRow } from '../../db/schema.ts';
import { ConversionRefusal } from './conversion-refusal.ts';
import { shownStatus } from './conversion-status.ts';

/** Spec §4: no download or access 30 days after completion → 410 `expired`. */
export function assertNotExpired(row: ConversionRow, now = new Date()): void {
  if (shownStatus(row, now) === 'expired')
    throw new ConversionRefusal(410, 'expired', 'This conversion has expired (30 days after completion).');
}
