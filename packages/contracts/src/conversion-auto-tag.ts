import { z } from 'zod';
import { ArticleType } from './manuscript.ts';

/** Where the auto-tag job of a conversion stands (the `auto_tag_status` column). */
export const AutoTagStatus = z.enum(['none', 'queued', 'running', 'success', 'failed', 'skipped']);
export type AutoTagStatus = z.infer<typeof AutoTagStatus>;

/** The job's name in its events on `conversion:<id>` (JobEvent.name), so the board tells them from convert events. */
export const AUTO_TAG_JOB_NAME = 'manuscript.auto-tag';

/** The `step` of its `progress` events, in order; `percent` rises 10 → 40 → 90. */
export const AUTO_TAG_STEPS = ['reading', 'tagging', 'saving'] as const;

/**
 * POST /api/v1/conversion/create-auto-tag-task/ `{conversion_id, article_type?, skip?}` → 202.
 *
 * - Needs an accepted upload (status draft with a stored file), else 400 `{code: 'no_file'}`; converting or
 *   complete → 409 `{code: 'not_draft'}`. A new upload (or file-delete) clears the board; then tagging runs again.
 * - `article_type` (default: the one saved on the conversion, else 'original_article') is saved on the conversion
 *   and decides the step data.
 * - A call while a job is queued or running answers that job (same `job_id`), whatever `skip` says; a call once
 *   the board of the current upload is written answers the finished job (`status` 'success' or 'skipped') and
 *   runs nothing. After a failed job a call queues a new one.
 * - CHOICE (the plan's "go on without auto-tagging"): `skip: true` on this call rather than a separate
 *   skip-auto-tag endpoint. The same job runs (read, store the model and the board HTML, build step data) but does
 *   not tag: `auto_tags` = [] and `auto_tag_status` = 'skipped' at the end. The status board follows it on the same
 *   topic exactly as a tagging run (its saving-100 progress event says `skipped: true`).
 *
 * Events on `topic` (JobEvent, name 'manuscript.auto-tag'): start, progress (step reading 10 | tagging 40 |
 * saving 90, then saving 100 with data `{tagger: 'local'|'llm'|null, skipped, suggestions, warnings}` once the
 * board is written), success, failed (detail = the message), retrying. After `success` the board is ready.
 */
export const CreateAutoTagTaskRequest = z.object({
  conversion_id: z.uuid(),
  article_type: ArticleType.optional(),
  skip: z.boolean().optional(),
  user_id: z.unknown().optional(),
});
export type CreateAutoTagTaskRequest = z.infer<typeof CreateAutoTagTaskRequest>;

export const CreateAutoTagTaskResponse = z.object({
  conversion_id: z.uuid(),
  job_id: z.string(),
  /** `conversion:<id>`: subscribe on /ws/ (or /ws/auto-tagging/?conversion_id=). */
  topic: z.string(),
  status: z.enum(['queued', 'running', 'success', 'skipped']),
});
export type CreateAutoTagTaskResponse = z.infer<typeof CreateAutoTagTaskResponse>;
