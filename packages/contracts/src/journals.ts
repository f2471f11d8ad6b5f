import { z } from 'zod';
import { ArticleType, STEP_VALUES, StepValue } from './manuscript.ts';
import { ReferenceTemplate } from './references.ts';

// ---------------------------------------------------------------------------------------------------------------
// Journal catalogue (spec §3 "Target journal": category, journal, impact factor, article type)
// ---------------------------------------------------------------------------------------------------------------

/** CSL's citation formats, as the CSL styles metadata names them. */
export const CitationFormat = z.enum(['numeric', 'author-date', 'note', 'label', 'author']);
export type CitationFormat = z.infer<typeof CitationFormat>;

const Issn = z.string().regex(/^\d{4}-\d{3}[\dX]$/, 'ISSN as NNNN-NNNC');

export const CatalogueJournal = z.object({
  /** Stable id: the slug of the journal's CSL style file (e.g. `the-lancet`, `bmc-cancer`). */
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  title: z.string().min(1),
  /** NLM abbreviation when the NLM list has one, else the CSL short title; null when neither exists. */
  abbreviation: z.string().nullable(),
  issn: Issn.nullable(),
  eissn: Issn.nullable(),
  publisher: z.string().nullable(),
  /** CSL field categories (`medicine`, `biology`, …). */
  categories: z.array(z.string()),
  citationFormat: CitationFormat,
  /** The CSL parent style (or the journal's own independent style). */
  cslStyle: z.string(),
  /** Our reference-formatter preset id used for this journal's reference list. */
  referencePreset: z.string(),
  /** `exact`: the CSL parent is the preset's own CSL counterpart; `nearest`: the closest preset by format. */
  presetMatch: z.enum(['exact', 'nearest']),
  guidelinesUrl: z.string().url().nullable(),
  /** The journal-template family (`elsevier`, `springer`, …) that lays out its manuscripts. */
  templateFamily: z.string(),
  articleTypes: z.array(ArticleType).min(1),
  /** Filled only from a source we may redistribute; null otherwise (no proprietary data is shipped). */
  impactFactor: z.number().nonnegative().nullable(),
});
export type CatalogueJournal = z.infer<typeof CatalogueJournal>;

// ---------------------------------------------------------------------------------------------------------------
// Journal templates: how a submission for a journal is laid out, per article type
// ---------------------------------------------------------------------------------------------------------------

export const PageLayout = z.object({
  paperSize: z.enum(['a4', 'letter']),
  marginsCm: z.object({
    top: z.number().positive(),
    bottom: z.number().positive(),
    left: z.number().positive(),
    right: z.number().positive(),
  }),
  font: z.string().min(1),
  fontSizePt: z.number().min(8).max(16),
  /** 1 = single, 1.5, 2 = double. */
  lineSpacing: z.number().min(1).max(3),
  lineNumbers: z.boolean(),
  pageNumbers: z.boolean(),
});
export type PageLayout = z.infer<typeof PageLayout>;

/** What a title page may show: front-matter steps, declaration steps, keywords and word counts. */
export const TitlePageItem = z.enum([
  'front.title',
  'front.running_title',
  'front.authors',
  'front.affiliations',
  'front.correspondence',
  'abstract.keywords',
  'word_counts',
  'declaration.funding',
  'declaration.conflicts_of_interest',
  'declaration.ethics',
  'declaration.data_availability',
  'declaration.author_contributions',
  'main.acknowledgements',
]);
export type TitlePageItem = z.infer<typeof TitlePageItem>;

export const TitlePage = z.object({
  /** A separate first page (blinded review keeps author details off the manuscript pages). */
  separatePage: z.boolean(),
  items: z.array(TitlePageItem).min(1),
});
export type TitlePage = z.infer<typeof TitlePage>;

const AbstractStep = z.enum([
  'abstract.background',
  'abstract.methods',
  'abstract.results',
  'abstract.conclusions',
]);

/** One heading of a structured abstract and the tagged parts whose text goes under it (empty → omitted). */
export const AbstractHeading = z.object({ heading: z.string().min(1), from: z.array(AbstractStep) });
export type AbstractHeading = z.infer<typeof AbstractHeading>;

export const AbstractSpec = z.discriminatedUnion('structure', [
  z.object({
    structure: z.literal('structured'),
    /** In output order; every abstract step should appear in exactly one heading's `from`. */
    headings: z.array(AbstractHeading).min(1),
    wordLimit: z.number().int().positive().nullable(),
  }),
  z.object({ structure: z.literal('unstructured'), wordLimit: z.number().int().positive().nullable() }),
  z.object({ structure: z.literal('none') }),
]);
export type AbstractSpec = z.infer<typeof AbstractSpec>;

export const KeywordsSpec = z.object({
  required: z.boolean(),
  min: z.number().int().nonnegative().nullable(),
  max: z.number().int().positive().nullable(),
  heading: z.string().min(1),
  separator: z.string(),
  /** false: the journal prints no keywords (The Lancet, NEJM, Nature); absent means printed. */
  printed: z.boolean().optional(),
});
export type KeywordsSpec = z.infer<typeof KeywordsSpec>;

type BodyStepValue = Extract<StepValue, `main.${string}` | `declaration.${string}` | `back.${string}`>;
const isBodyStep = (step: StepValue): step is BodyStepValue => /^(main|declaration|back)\./.test(step);

/** Steps that may form a section of the body (main text, declarations and back matter), in the vocabulary's order. */
export const BodyStep = z.enum(STEP_VALUES.filter(isBodyStep) as [BodyStepValue, ...BodyStepValue[]]);
export type BodyStep = z.infer<typeof BodyStep>;

export const BodySection = z.object({
  /** The exact heading text the journal asks for (null: the part is written without a heading of its own). */
  heading: z.string().min(1).nullable(),
  /** Tagged parts whose text fills this section, in order; a section with no text is left out. */
  from: z.array(BodyStep).min(1),
  /** Missing → reported in the compliance report. */
  required: z.boolean(),
});
export type BodySection = z.infer<typeof BodySection>;

export const InTextCitationStyle = z.enum([
  'numeric-brackets',
  'numeric-parentheses',
  'numeric-superscript',
  'author-year',
]);
export type InTextCitationStyle = z.infer<typeof InTextCitationStyle>;

export const WordLimits = z.object({
  mainText: z.number().int().positive().nullable(),
  abstract: z.number().int().positive().nullable(),
  title: z.number().int().positive().nullable(),
  references: z.number().int().positive().nullable(),
  tables: z.number().int().nonnegative().nullable(),
  figures: z.number().int().nonnegative().nullable(),
});
export type WordLimits = z.infer<typeof WordLimits>;

/** Everything the writer needs for one article type of one journal. */
export const ArticleTemplate = z.object({
  layout: PageLayout,
  titlePage: TitlePage,
  abstract: AbstractSpec,
  keywords: KeywordsSpec,
  /** Body sections in output order, with the journal's exact headings; declarations sit where they are listed. */
  sections: z.array(BodySection).min(1),
  citations: z.object({ style: InTextCitationStyle }),
  /** A reference-formatter preset id (`@galley/references` CITATION_PRESETS). */
  referencePreset: z.string().min(1),
  /** The reference template staff chose for the journal (admin journal templates); used instead of the preset. */
  referenceTemplate: ReferenceTemplate.optional(),
  tables: z.object({ placement: z.enum(['in-text', 'end']) }),
  figureLegends: z.object({ placement: z.enum(['in-text', 'end']) }),
  limits: WordLimits,
});
export type ArticleTemplate = z.infer<typeof ArticleTemplate>;

/** A partial article template: each listed part replaces the base's part whole (no deep merge, so no surprises). */
export const ArticleTemplateOverride = ArticleTemplate.partial();
export type ArticleTemplateOverride = z.infer<typeof ArticleTemplateOverride>;

export const JournalTemplateFamily = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  name: z.string().min(1),
  /** The author guidelines this family was built from. */
  guidelineUrl: z.string().url(),
  base: ArticleTemplate,
  /** Per article type, the parts that differ from `base`. A type absent here is not offered for the family. */
  articleTypes: z.partialRecord(ArticleType, ArticleTemplateOverride),
});
export type JournalTemplateFamily = z.infer<typeof JournalTemplateFamily>;

/** A journal's own departures from its family (e.g. a word limit), cited to its own guidelines. */
export const JournalTemplateOverride = z.object({
  journalId: z.string(),
  guidelineUrl: z.string().url(),
  /** The article types the journal takes when they differ from its family's (e.g. Nature takes no case reports). */
  offeredArticleTypes: z.array(ArticleType).min(1).optional(),
  all: ArticleTemplateOverride.optional(),
  articleTypes: z.partialRecord(ArticleType, ArticleTemplateOverride).optional(),
});
export type JournalTemplateOverride = z.infer<typeof JournalTemplateOverride>;

// ---------------------------------------------------------------------------------------------------------------
// Compliance report: one JSON per converted journal
// ---------------------------------------------------------------------------------------------------------------

const CountAgainstLimit = z.object({
  count: z.number().int().nonnegative(),
  limit: z.number().int().nullable(),
});

export const ComplianceReport = z.object({
  journalId: z.string(),
  articleType: ArticleType,
  templateFamily: z.string(),
  words: z.object({ abstract: CountAgainstLimit, mainText: CountAgainstLimit, title: CountAgainstLimit }),
  keywords: z.object({
    count: z.number().int().nonnegative(),
    min: z.number().nullable(),
    max: z.number().nullable(),
  }),
  references: CountAgainstLimit,
  tables: CountAgainstLimit,
  figures: CountAgainstLimit,
  /** Required template sections and declarations with no tagged text. */
  missing: z.array(z.object({ step: StepValue, heading: z.string().nullable() })),
  /** What the writer relabelled, merged or moved, in plain words with the steps involved. */
  changes: z.array(
    z.object({
      kind: z.enum(['relabelled', 'merged', 'moved', 'renumbered', 'restyled', 'omitted']),
      detail: z.string(),
    }),
  ),
  /** Limits exceeded and other problems (`over_limit`, `missing_required`, `citations_unlinked`, …). */
  problems: z.array(z.object({ code: z.string(), detail: z.string() })),
});
export type ComplianceReport = z.infer<typeof ComplianceReport>;

// ---------------------------------------------------------------------------------------------------------------
// Journal search (Reference Converter step 3, "journal style"): GET /api/v1/journals/search/?q=&limit=
// ---------------------------------------------------------------------------------------------------------------

export const JournalSearchQuery = z.object({
  q: z.string().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type JournalSearchQuery = z.infer<typeof JournalSearchQuery>;

export const JournalSearchItem = CatalogueJournal.pick({
  id: true,
  title: true,
  abbreviation: true,
  issn: true,
  eissn: true,
  referencePreset: true,
});
export type JournalSearchItem = z.infer<typeof JournalSearchItem>;

export const JournalSearchResponse = z.object({ journals: z.array(JournalSearchItem) });
export type JournalSearchResponse = z.infer<typeof JournalSearchResponse>;
