import { z } from 'zod';
import { CslItem, ReferenceTemplate } from './references.ts';

// Styling a checked list (steps 3-4): compile to text and HTML, or export a file.

/** Limits at the edge: the spec's 250 references per order. */
export const REFERENCE_LIST_MAX = 250;

/** Elements a sent template may have: each of the eleven kinds a few times over, never an unbounded list. */
export const TEMPLATE_ELEMENTS_MAX = 40;

/** A full template, a preset by id ("ama-11"), or a catalogue journal by id (its reference preset). */
export const ReferenceSetting = z.union([
  ReferenceTemplate.refine((template) => template.elements.length <= TEMPLATE_ELEMENTS_MAX, {
    message: `A template has at most ${TEMPLATE_ELEMENTS_MAX} elements.`,
    path: ['elements'],
  }),
  z.object({ preset: z.string().trim().min(1).max(100) }).strict(),
  z.object({ journal: z.string().trim().min(1).max(200) }).strict(),
]);
export type ReferenceSetting = z.infer<typeof ReferenceSetting>;
export type ReferenceSettingInput = z.input<typeof ReferenceSetting>;

export const ReferenceList = z.array(CslItem).max(REFERENCE_LIST_MAX);

/** POST /api/v1/reference/compile/ */
export const CompileReferencesRequest = z.object({
  reference_list: ReferenceList,
  setting: ReferenceSetting,
});
export type CompileReferencesRequest = z.infer<typeof CompileReferencesRequest>;

export const CompiledReference = z.object({
  index: z.number().int().positive(),
  text: z.string(),
  /** Only <i>, <b>, <sup>, <sub> from the formatter's runs; everything else escaped. */
  html: z.string(),
});
export type CompiledReference = z.infer<typeof CompiledReference>;

export const CompileReferencesResponse = z.object({ references: z.array(CompiledReference) });
export type CompileReferencesResponse = z.infer<typeof CompileReferencesResponse>;

export const ExportFormat = z.enum(['text', 'ris', 'nbib', 'bibtex', 'csl-json', 'docx']);
export type ExportFormat = z.infer<typeof ExportFormat>;

/** POST /api/v1/reference/export/ — answers with the file (Content-Disposition: attachment). */
export const ExportReferencesRequest = z.object({
  reference_list: ReferenceList,
  format: ExportFormat,
  /** For text and docx (default: nlm-vancouver); the structured formats ignore it. */
  setting: ReferenceSetting.optional(),
});
export type ExportReferencesRequest = z.infer<typeof ExportReferencesRequest>;
