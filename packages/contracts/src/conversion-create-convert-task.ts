import { z } from 'zod';
import { ConversionIdBody } from './conversion-item.ts';

/**
 * POST /api/v1/conversion/create-convert-task/ `{conversion_id}` → 202 `{conversion_id, run, topic, outputs}`.
 * Needs a draft conversion (else 409 `not_draft`), the confirm board's HTML (else 409 `not_tagged`), every required
 * step done (else 400 `incomplete_steps`) and ≥1 target journal (else 400 `no_journals`). Reserves one
 * `manuscriptConversions` unit per journal before anything is queued (403 `quota_exceeded` / 402 `quota_used_up`,
 * the spec's subscription limit error, nothing queued); then status → converting, `run` = previous run + 1, one
 * `manuscript.convert` job per journal. Progress: events named `manuscript.convert` on `topic`
 * (`conversion:<id>`), data ConvertEventData.
 */
export const CreateConvertTaskRequest = ConversionIdBody;
export type CreateConvertTaskRequest = z.infer<typeof CreateConvertTaskRequest>;

export const ConvertOutputStatus = z.enum(['queued', 'converting', 'complete', 'failed']);
export type ConvertOutputStatus = z.infer<typeof ConvertOutputStatus>;

export const CreateConvertTaskResponse = z.object({
  conversion_id: z.uuid(),
  run: z.number().int().positive(),
  topic: z.string(),
  outputs: z.array(z.object({ journal_id: z.string(), status: z.literal('queued') })),
});
export type CreateConvertTaskResponse = z.infer<typeof CreateConvertTaskResponse>;

/**
 * The `data` of a `manuscript.convert` event of kind `progress` (step `converting`, `reading`, `writing`,
 * `complete` or `failed`): which journal and its state. `conversion_status` comes once, with the event that
 * ends the run (complete when ≥1 journal converted, else draft). The runner's own events of each job (kind
 * start, retrying, success, failed) carry no journal: read the journal states from these, or from convert-status.
 */
export const ConvertEventData = z.object({
  journal_id: z.string(),
  status: ConvertOutputStatus,
  conversion_status: z.enum(['converting', 'complete', 'draft']).optional(),
});
export type ConvertEventData = z.infer<typeof ConvertEventData>;
