import { z } from 'zod';
import { CslItem } from './references.ts';

// ---------------------------------------------------------------------------------------------------------------
// Manuscripts: the upload limits and their messages (spec §5, §8, §9), the step vocabulary
// (../shared/spec/manuscript-steps.md), and the manuscript model that @galley/manuscript reads a .docx into.
// Server and web both use these: the server to refuse an upload, the web to show the same message.
// ---------------------------------------------------------------------------------------------------------------

/** Spec §9 upload limits, and the zip-bomb limits we add (checked on the zip directory, before inflating). */
export const MANUSCRIPT_UPLOAD_LIMITS = {
  maxFiles: 1,
  /** 10 MB (the guide text and the limit error; one old message says 5 MB, the spec gives both readings). */
  maxBytes: 10 * 1024 * 1024,
  /** Tokens of the manuscript's text, counted with gpt-tokenizer's o200k_base encoding. */
  maxTokens: 80_000,
  /** A real manuscript has tens of parts; thousands of entries are a bomb or not a Word file. */
  maxZipEntries: 2_000,
  /** Sum of the declared uncompressed sizes of all entries. */
  maxUncompressedBytes: 200 * 1024 * 1024,
  /** One part we inflate (document.xml of a 10 MB upload stays far below). */
  maxPartBytes: 64 * 1024 * 1024,
  /**
   * Compressed / uncompressed size below this is a bomb (Apache POI's ZipSecureFile MIN_INFLATE_RATIO), checked for
   * entries larger than `ratioGraceBytes` as POI does, so tiny highly-repetitive parts pass.
   */
  minCompressionRatio: 0.01,
  ratioGraceBytes: 100 * 1024,
} as const;

export const MANUSCRIPT_UPLOAD_ERROR_CODES = [
  'file_count',
  'file_type',
  'file_size_limit',
  'token_limit',
  'file_corrupted',
  'file_unsafe',
  'macro_enabled',
  'doc_conversion_failed',
] as const;
export const ManuscriptUploadErrorCode = z.enum(MANUSCRIPT_UPLOAD_ERROR_CODES);
export type ManuscriptUploadErrorCode = z.infer<typeof ManuscriptUploadErrorCode>;

/** The spec's words where it gives them (§5, §8); ours, in the same voice, where it does not. */
export const MANUSCRIPT_UPLOAD_MESSAGES: Record<ManuscriptUploadErrorCode, string> = {
  file_count: 'Only one file can be uploaded.',
  file_type: 'Only Word files (.doc or .docx) can be uploaded.',
  file_size_limit: 'The uploaded Docx file size has exceeded the limit.',
  token_limit: 'The uploaded Docx file has exceeded the token limit.',
  file_corrupted: 'Error : the uploaded docx file is corrupted',
  file_unsafe: 'Error : the uploaded docx file is corrupted',
  macro_enabled: 'Macro-enabled Word files cannot be uploaded. Please save the file as .docx without macros.',
  doc_conversion_failed:
    'Error : the uploaded doc file could not be converted. Please save it as .docx and try again.',
};

/** What an upload check answers: the file's kind when it passes, the spec's code and message when refused. */
export const UploadCheckResult = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    kind: z.enum(['docx', 'doc']),
    tokens: z.number().int().nonnegative().optional(),
  }),
  z.object({
    ok: z.literal(false),
    code: ManuscriptUploadErrorCode,
    message: z.string(),
    /** Why, for logs (never shown to the user: the message is). */
    reason: z.string(),
  }),
]);
export type UploadCheckResult = z.infer<typeof UploadCheckResult>;

// ---------------------------------------------------------------------------------------------------------------
// Step vocabulary
// ---------------------------------------------------------------------------------------------------------------

export const STEP_VALUES = [
  'upload',
  'front.title',
  'front.running_title',
  'front.authors',
  'front.affiliations',
  'front.correspondence',
  'abstract.background',
  'abstract.methods',
  'abstract.results',
  'abstract.conclusions',
  'abstract.keywords',
  'main.introduction',
  'main.materials_and_methods',
  'main.results',
  'main.discussion',
  'main.conclusions',
  'main.acknowledgements',
  'declaration.funding',
  'declaration.conflicts_of_interest',
  'declaration.ethics',
  'declaration.data_availability',
  'declaration.author_contributions',
  'back.references',
  'back.figure_legends',
  'back.appendix',
  'table.title',
  'table.annotation',
] as const;
export const StepValue = z.enum(STEP_VALUES);
export type StepValue = z.infer<typeof StepValue>;

export const StepDefinition = z.object({
  value: StepValue,
  set: z.enum(['none', 'abstract', 'main', 'table']),
  required: z.boolean(),
  multiple: z.boolean(),
  /** The step whose text this step may also highlight (conclusions over discussion, declarations over methods). */
  duplicateFrom: StepValue.optional(),
});
export type StepDefinition = z.infer<typeof StepDefinition>;

const step = (
  value: StepValue,
  set: StepDefinition['set'],
  required: boolean,
  multiple: boolean,
  duplicateFrom?: StepValue,
): StepDefinition =>
  duplicateFrom ? { value, set, required, multiple, duplicateFrom } : { value, set, required, multiple };

/** manuscript-steps.md, in its order (the confirm board's order). */
export const MANUSCRIPT_STEPS: readonly StepDefinition[] = [
  step('upload', 'none', false, false),
  step('front.title', 'abstract', true, false),
  step('front.running_title', 'abstract', false, false),
  step('front.authors', 'abstract', false, false),
  step('front.affiliations', 'abstract', false, true),
  step('front.correspondence', 'abstract', false, false),
  step('abstract.background', 'abstract', true, true),
  step('abstract.methods', 'abstract', true, true),
  step('abstract.results', 'abstract', true, true),
  step('abstract.conclusions', 'abstract', true, true),
  step('abstract.keywords', 'abstract', false, false),
  step('main.introduction', 'main', true, true),
  step('main.materials_and_methods', 'main', true, true),
  step('main.results', 'main', true, true),
  step('main.discussion', 'main', true, true),
  step('main.conclusions', 'main', false, true, 'main.discussion'),
  step('main.acknowledgements', 'main', false, true),
  step('declaration.funding', 'main', false, true, 'main.materials_and_methods'),
  step('declaration.conflicts_of_interest', 'main', false, true, 'main.materials_and_methods'),
  step('declaration.ethics', 'main', false, true, 'main.materials_and_methods'),
  step('declaration.data_availability', 'main', false, true, 'main.materials_and_methods'),
  step('declaration.author_contributions', 'main', false, true, 'main.materials_and_methods'),
  step('back.references', 'main', true, true),
  step('back.figure_legends', 'main', false, true),
  step('back.appendix', 'main', false, true),
  step('table.title', 'table', false, true),
  step('table.annotation', 'table', false, true),
];

// ---------------------------------------------------------------------------------------------------------------
// The manuscript model. Text positions are UTF-16 character offsets inside one block's `text` (what JavaScript
// strings and the DOM count), half-open [start, end).
// ---------------------------------------------------------------------------------------------------------------

/** Character formatting over [start, end) of a paragraph's text; only the flags that are on are present. */
export const TextSpan = z.object({
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  bold: z.literal(true).optional(),
  italic: z.literal(true).optional(),
  underline: z.literal(true).optional(),
  subscript: z.literal(true).optional(),
  superscript: z.literal(true).optional(),
  smallCaps: z.literal(true).optional(),
  allCaps: z.literal(true).optional(),
  /** External URL, or `#bookmark` for an internal link. */
  href: z.string().optional(),
});
export type TextSpan = z.infer<typeof TextSpan>;

/** Things inside a paragraph that are not plain text: kept so a writer can carry them over. */
export const Inline = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('equation'),
    start: z.number().int().nonnegative(),
    end: z.number().int().nonnegative(),
    /** The `m:oMath` element exactly as Word wrote it (prefixes m: and w: as in the document). */
    omml: z.string(),
    /** Display equation (inside `m:oMathPara`) rather than inline. */
    display: z.boolean(),
  }),
  /** A footnote or endnote mark; the note's text is in `Manuscript.notes`. Zero width: the mark is not in `text`. */
  z.object({ kind: z.literal('note'), at: z.number().int().nonnegative(), note: z.string() }),
  /** An image, dropped: the writer names it from `label` ("Figure 1") when a caption near it tells. */
  z.object({
    kind: z.literal('image'),
    at: z.number().int().nonnegative(),
    label: z.string().optional(),
    description: z.string().optional(),
  }),
]);
export type Inline = z.infer<typeof Inline>;

export const Heading = z.object({
  /** 1 = top level. */
  level: z.number().int().min(1).max(9),
  /** How we know: a heading style, an outline level, or only its look (bold, capitals, numbering, short). */
  by: z.enum(['style', 'outline', 'formatting']),
});
export type Heading = z.infer<typeof Heading>;

export const ListInfo = z.object({
  numId: z.string(),
  /** 0-based list level (`w:ilvl`). */
  level: z.number().int().min(0).max(8),
  ordered: z.boolean(),
  /** The label Word shows ("2.1.", "a)", "•"); not part of `text`. */
  label: z.string(),
});
export type ListInfo = z.infer<typeof ListInfo>;

export const Paragraph = z.object({
  type: z.literal('paragraph'),
  id: z.string(),
  text: z.string(),
  spans: z.array(TextSpan),
  inlines: z.array(Inline),
  styleId: z.string().optional(),
  styleName: z.string().optional(),
  /** 0-based outline level from the paragraph or its style (0 = Heading 1). */
  outlineLevel: z.number().int().min(0).max(8).optional(),
  list: ListInfo.optional(),
  heading: Heading.optional(),
  /** Where the paragraph was: the body, a table cell, a text box, a footnote or an endnote. */
  origin: z.enum(['body', 'table', 'textbox', 'footnote', 'endnote']),
  /** For table cells: the table's block id. */
  table: z.string().optional(),
  /** Set on the paragraphs taken as a table's title or notes (the confirm board tags them). */
  tableRole: z.enum(['table.title', 'table.annotation']).optional(),
});
export type Paragraph = z.infer<typeof Paragraph>;

export const TableCell = z.object({
  rowSpan: z.number().int().positive(),
  colSpan: z.number().int().positive(),
  /** Paragraphs, and nested tables (rare but Word allows them). */
  get blocks(): z.ZodArray<z.ZodUnion<[typeof Paragraph, typeof Table]>> {
    return z.array(z.union([Paragraph, Table]));
  },
});
export type TableCell = { rowSpan: number; colSpan: number; blocks: Block[] };

export const Table = z.object({
  type: z.literal('table'),
  id: z.string(),
  /** Cells covered by a merge are left out, as in HTML (the spans say how far the merge reaches). */
  get rows(): z.ZodArray<z.ZodObject<{ cells: z.ZodArray<typeof TableCell> }>> {
    return z.array(z.object({ cells: z.array(TableCell) }));
  },
  /** Block id of the table's title paragraph (a caption before it, or a title row inside it). */
  title: z.string().optional(),
  /** Block ids of the table's notes (paragraphs right after it: "Note.", "*p < .05", "Abbreviations: …"). */
  notes: z.array(z.string()),
});
export type Table = {
  type: 'table';
  id: string;
  rows: { cells: TableCell[] }[];
  title?: string | undefined;
  notes: string[];
};

export type Block = Paragraph | Table;

export const Note = z.object({
  id: z.string(),
  kind: z.enum(['footnote', 'endnote']),
  paragraphs: z.array(Paragraph),
});
export type Note = z.infer<typeof Note>;

/** A citation field of a reference manager, decoded; it sits at [start, end) of `block` (the text Word shows). */
export const Citation = z.object({
  id: z.string(),
  source: z.enum(['zotero', 'mendeley', 'endnote']),
  block: z.string(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  text: z.string(),
  items: z.array(CslItem),
});
export type Citation = z.infer<typeof Citation>;

export const ManuscriptWarning = z.object({
  code: z.enum([
    'missing_part',
    'invalid_part',
    'unknown_element',
    'unclosed_field',
    'unreadable_citation',
    'image_dropped',
    'comment_dropped',
    'tracked_change_accepted',
  ]),
  message: z.string(),
  block: z.string().optional(),
});
export type ManuscriptWarning = z.infer<typeof ManuscriptWarning>;

export const Manuscript = z.object({
  blocks: z.array(z.union([Paragraph, Table])),
  notes: z.array(Note),
  citations: z.array(Citation),
  warnings: z.array(ManuscriptWarning),
});
export type Manuscript = z.infer<typeof Manuscript>;

// ---------------------------------------------------------------------------------------------------------------
// Highlights on the confirm board
// ---------------------------------------------------------------------------------------------------------------

/** A highlight: [start, end) of one block's text, tagged with a step. A selection over blocks is one per block. */
export const HighlightRange = z.object({
  step: StepValue,
  block: z.string(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
});
export type HighlightRange = z.infer<typeof HighlightRange>;

/** Message keys of the highlight rules (spec §5 "Highlight rules", §4 "Confirm board") and their English text. */
export const HIGHLIGHT_MESSAGES = {
  multipleAllowed: 'You can drag multiple areas in this step.',
  alreadyDragged: 'An area that has already been dragged cannot be dragged again.',
  draggedAsOtherStep:
    'This area has already been dragged as {step} so it cannot be dragged again as {other}.',
  deleteOverlapFirst: 'The overlapping dragged area must be deleted first in {lower} of {upper}.',
  noDuplicateDragging: 'This step does not allow duplicate dragging.',
  tableNotSelectable: 'Table steps cannot be selected or dragged.',
  requiredStepEmpty: 'This step is required: drag at least one area before going on.',
  singleOnly: 'Only one area can be dragged in this step.',
  sourceUsedUp: 'All the text of {source} has already been dragged for this step.',
  mixedSelection: 'The selection must lie entirely inside {source}.',
  nestedHighlight: 'Another step is highlighted inside this area; delete it first.',
} as const;
export type HighlightMessageKey = keyof typeof HIGHLIGHT_MESSAGES;

// ---------------------------------------------------------------------------------------------------------------
// Step data (spec §3): what a conversion stores as `step_data` and the confirm board walks through.
// ---------------------------------------------------------------------------------------------------------------

/**
 * Article types a conversion can be made for. The spec names the field but not its values; these are the kinds
 * journals' author guidelines distinguish, and they decide which main-body steps are required.
 */
export const ARTICLE_TYPES = [
  'original_article',
  'review_article',
  'case_report',
  'short_communication',
  'letter',
] as const;
export const ArticleType = z.enum(ARTICLE_TYPES);
export type ArticleType = z.infer<typeof ArticleType>;

/**
 * Steps an article type does not require although manuscript-steps.md marks them required for a research article:
 * reviews and case reports have no methods or results of their own, and a letter is short running text, so
 * demanding them would block the board (and a journal template need not hold them).
 */
export const STEPS_NOT_REQUIRED_FOR: Record<ArticleType, readonly StepValue[]> = {
  original_article: [],
  short_communication: [],
  review_article: ['abstract.methods', 'abstract.results', 'main.materials_and_methods', 'main.results'],
  case_report: ['abstract.methods', 'main.materials_and_methods', 'main.results'],
  letter: [
    'abstract.background',
    'abstract.methods',
    'abstract.results',
    'abstract.conclusions',
    'main.introduction',
    'main.materials_and_methods',
    'main.results',
    'main.discussion',
  ],
};

/** The steps an article of this type must have confirmed. */
export function requiredSteps(articleType: ArticleType): StepValue[] {
  const optional = new Set(STEPS_NOT_REQUIRED_FOR[articleType]);
  return MANUSCRIPT_STEPS.filter((step) => step.required && !optional.has(step.value)).map(
    (step) => step.value,
  );
}

export const StepSetValue = z.enum(['abstract', 'main']);
export type StepSetValue = z.infer<typeof StepSetValue>;

export const StepDataStep = z.object({
  step_name: z.string(),
  step_value: StepValue,
  done: z.boolean(),
  required: z.boolean(),
  multiple: z.boolean(),
  /** The step whose text this step may also highlight (absent when duplicates are not allowed). */
  duplicate_from: StepValue.optional(),
});
export type StepDataStep = z.infer<typeof StepDataStep>;

export const StepSet = z.object({
  step_set_name: z.string(),
  step_set_value: StepSetValue,
  step_array: z.array(StepDataStep),
});
export type StepSet = z.infer<typeof StepSet>;

export const StepData = z.object({
  conversion_type: ArticleType,
  current_step: StepValue,
  step_set_list: z.array(StepSet),
});
export type StepData = z.infer<typeof StepData>;

/** The words of the confirm board for one language: `get-conversion-text-data`'s answer. */
export const ConversionTextData = z.object({
  bottom_bar: z.object({
    'explain-required': z.string(),
    'pass-button': z.string(),
    'confirm-button': z.string(),
  }),
  pop_over: z.object({ title: z.string(), confirm: z.string(), deny: z.string() }),
  pop_over_fail: z.object({ title: z.string(), confirm: z.string() }),
  explain_bar: z.record(z.string(), z.string()),
});
export type ConversionTextData = z.infer<typeof ConversionTextData>;

// ---------------------------------------------------------------------------------------------------------------
// Auto-tagging: what a tagger (local rules and statistics, or an LLM) answers for a manuscript.
// ---------------------------------------------------------------------------------------------------------------

export const TaggedHighlight = z.object({
  block: z.string(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  /** How sure the tagger is of this range, 0–1. */
  confidence: z.number().min(0).max(1),
});
export type TaggedHighlight = z.infer<typeof TaggedHighlight>;

export const StepTagging = z.object({
  step: StepValue,
  highlights: z.array(TaggedHighlight),
  /** The step's confidence: the mean of its highlights' weighted by length (0 when nothing was found). */
  confidence: z.number().min(0).max(1),
});
export type StepTagging = z.infer<typeof StepTagging>;

export const TagWarning = z.object({
  code: z.enum(['required_step_missing', 'abstract_classified', 'tagger_failed', 'tagger_unavailable']),
  message: z.string(),
  step: StepValue.optional(),
});
export type TagWarning = z.infer<typeof TagWarning>;

/** Steps in manuscript-steps.md's order, only those with highlights. */
export const TagResult = z.object({
  tagger: z.enum(['local', 'llm']),
  steps: z.array(StepTagging),
  warnings: z.array(TagWarning),
});
export type TagResult = z.infer<typeof TagResult>;
