import { z } from 'zod';
import { ConversionItem } from './conversion-item.ts';

/** GET /api/v1/conversion/get-conversion/?conversion_id=ID — `status` at the top level (spec §4). */
export const GetConversionQuery = z.object({ conversion_id: z.uuid(), user_id: z.unknown().optional() });
export type GetConversionQuery = z.infer<typeof GetConversionQuery>;

export const GetConversionResponse = ConversionItem.extend({
  /** Spec §3 step_data and journal_data, null until the confirm board and the convert step fill them. */
  step_data: z.unknown().nullable(),
  target_journals: z.unknown().nullable(),
});
export type GetConversionResponse = z.infer<typeof GetConversionResponse>;
