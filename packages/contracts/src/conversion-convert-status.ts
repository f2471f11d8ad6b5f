import { z } from 'zod';
import { ConvertOutputStatus } from './conversion-create-convert-task.ts';
import { ConversionStatus } from './conversion-item.ts';

/**
 * GET /api/v1/conversion/convert-status/?conversion_id=ID → the latest convert run, one output per target journal,
 * in the order the journals were chosen. `run` is 0 and `outputs` empty before the first convert. `error` is the
 * failed job's message (null otherwise); `figures` counts the source's images saved as Figure 1…n.
 */
export const ConvertStatusQuery = z.object({ conversion_id: z.uuid(), user_id: z.unknown().optional() });
export type ConvertStatusQuery = z.infer<typeof ConvertStatusQuery>;

export const ConvertOutputItem = z.object({
  journal_id: z.string(),
  title: z.string(),
  status: ConvertOutputStatus,
  error: z.string().nullable(),
  has_docx: z.boolean(),
  has_report: z.boolean(),
  figures: z.number().int().nonnegative(),
});
export type ConvertOutputItem = z.infer<typeof ConvertOutputItem>;

export const ConvertStatusResponse = z.object({
  conversion_id: z.uuid(),
  status: ConversionStatus,
  run: z.number().int().nonnegative(),
  /** Completion + 30 days once complete, else null. */
  expires_at: z.string().nullable(),
  outputs: z.array(ConvertOutputItem),
});
export type ConvertStatusResponse = z.infer<typeof ConvertStatusResponse>;
