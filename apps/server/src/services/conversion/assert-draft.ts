import type { ConversionRow } from '../../db/schema.ts';
import { ConversionRefusal } from './conversion-refusal.ts';

/** The board, the targets and convert change a draft only (spec §4: converting/complete show status and download). */
export function assertDraft(row: ConversionRow): void {
  if (row.status !== 'draft')
    throw new ConversionRefusal(
      409,
      'not_draft',
      `The conversion is ${row.status}; only a draft can be changed.`,
    );
}
