import { z } from 'zod';
import { ReferenceEvidence } from './reference-evidence.ts';
import { ReferenceStyle } from './reference-style.ts';
import { CslItem, ReferenceWarning } from './references.ts';
import { Precaution, ValidationStatus, ValidationStep } from './validation.ts';

// The Reference Converter's orders (spec §2, §5, §7): a list of references entered once, checked against
// PubMed by a job, then styled and exported. Paths keep the spec's names.

export const ReferenceOrderType = z.enum(['text', 'ris', 'nbib', 'pdf']);
export type ReferenceOrderType = z.infer<typeof ReferenceOrderType>;

/** The validation's state: checking (PubMed calls), classifying (verdicts), done, or failed. */
export const ReferenceOrderStatus = z.enum(['checking', 'classifying', 'done', 'failed']);
export type ReferenceOrderStatus = z.infer<typeof ReferenceOrderStatus>;

/** A reference's verdict, or `pending` until the check has given one. */
export const ReferenceItemStatus = z.union([ValidationStatus, z.literal('pending')]);
export type ReferenceItemStatus = z.infer<typeof ReferenceItemStatus>;

/**
 * POST /api/v1/reference/creating-reference-order/ — pasted text (JSON). RIS/NBIB files come as multipart
 * `reference_file`, PDFs as `pdf_file_name_list`; `user_id`, where a client sends it, is ignored (the
 * session decides).
 */
export const CreateReferenceOrderRequest = z.object({
  reference_type: ReferenceOrderType,
  text: z.string().max(1_048_576).optional(),
  /** How pasted text is split: `auto` reads the layout, `lines` one per line, `blank-lines` at blank lines. */
  split: z.enum(['auto', 'lines', 'blank-lines']).optional(),
  /** PDF orders: one pending reference per name (1..100, spec limit). */
  pdf_file_name_list: z.array(z.string().min(1).max(255)).min(1).max(100).optional(),
  user_id: z.unknown().optional(),
});
export type CreateReferenceOrderRequest = z.infer<typeof CreateReferenceOrderRequest>;

export const CreateReferenceOrderResponse = z.object({
  reference_order: z.uuid(),
  references: z.array(z.object({ index: z.number().int().positive(), source: z.string() })),
  warnings: z.array(ReferenceWarning),
});
export type CreateReferenceOrderResponse = z.infer<typeof CreateReferenceOrderResponse>;

/** POST /api/v1/reference/update-pubmed-data/ — starts the PubMed check of the order's references (202). */
export const UpdatePubmedDataRequest = z.object({ reference_order: z.uuid() });
export type UpdatePubmedDataRequest = z.infer<typeof UpdatePubmedDataRequest>;

export const UpdatePubmedDataResponse = z.object({
  reference_order: z.uuid(),
  /** The validation job now in charge (null when every reference was already checked). */
  job_id: z.string().nullable(),
  /** Follow it on `/ws/` (or `/ws/reference/?reference_order=`). */
  topic: z.string(),
  status: ReferenceOrderStatus,
});
export type UpdatePubmedDataResponse = z.infer<typeof UpdatePubmedDataResponse>;

/** GET /api/v1/reference/reference-order/?reference_order=ID */
export const ReferenceOrderQuery = z.object({ reference_order: z.uuid() });
export type ReferenceOrderQuery = z.infer<typeof ReferenceOrderQuery>;

export const ReferenceOrderItem = z.object({
  index: z.number().int().positive(),
  source: z.string(),
  status: ReferenceItemStatus,
  pmid: z.string().nullable(),
  precautions: z.array(Precaution),
  parsed: CslItem,
  pubmed: CslItem.nullable(),
  /** The verdict's evidence for the diff modal; null until checked. */
  evidence: ReferenceEvidence.nullable(),
  /** Why it could not be checked (not_applicable), else null. */
  reason: z.string().nullable(),
  /** Fields the author replaced with PubMed's value (update-reference-item). */
  edited: z.array(z.string()),
});
export type ReferenceOrderItem = z.infer<typeof ReferenceOrderItem>;

export const ReferenceOrderResponse = z.object({
  reference_order: z.uuid(),
  reference_type: ReferenceOrderType,
  step: z.number().int().min(1).max(4),
  status: ReferenceOrderStatus,
  /** The style chosen at step 3 (null until chosen). */
  style: ReferenceStyle.nullable(),
  references: z.array(ReferenceOrderItem),
});
export type ReferenceOrderResponse = z.infer<typeof ReferenceOrderResponse>;

/** What the validation job reports on `reference-order:<id>` (JobEvent `step` and `data`). */
export const ReferenceOrderProgressData = z.object({
  status: ReferenceOrderStatus,
  total: z.number().int().nonnegative(),
  checked: z.number().int().nonnegative(),
  counts: z.record(z.string(), z.number().int().nonnegative()).optional(),
  /** Which of spec §4's four sub-steps is running (absent on the first and the last event). */
  substep: ValidationStep.optional(),
});
export type ReferenceOrderProgressData = z.infer<typeof ReferenceOrderProgressData>;
