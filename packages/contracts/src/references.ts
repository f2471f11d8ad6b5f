import { z } from 'zod';

// ---------------------------------------------------------------------------------------------------------------
// References: CSL-JSON is the one internal format (https://citeproc-js.readthedocs.io/en/latest/csl-json/markup.html).
// We keep CSL's own variable names wherever CSL has one (DOI, PMID, PMCID, URL, ...) so items go to citeproc and
// other tools untouched, and add a small typed extension (pii, source, confidence) for what CSL lacks.
// ---------------------------------------------------------------------------------------------------------------

/** The item types the readers produce; journal articles first (spec §1), the rest as CSL names them. */
export const CslItemType = z.enum([
  'article-journal',
  'book',
  'chapter',
  'paper-conference',
  'webpage',
  'article',
  'report',
  'thesis',
  'dataset',
  'patent',
  'article-magazine',
  'article-newspaper',
  'manuscript',
  'document',
]);
export type CslItemType = z.infer<typeof CslItemType>;

/** A person, or a collective author in `literal` ("WHO Expert Committee"). */
export const CslName = z.object({
  family: z.string().optional(),
  given: z.string().optional(),
  suffix: z.string().optional(),
  'non-dropping-particle': z.string().optional(),
  'dropping-particle': z.string().optional(),
  literal: z.string().optional(),
});
export type CslName = z.infer<typeof CslName>;

/** `date-parts` is [[year, month?, day?]]; `raw` keeps text we could not split (e.g. "Spring 2020"). */
export const CslDate = z.object({
  'date-parts': z.array(z.array(z.number().int()).min(1).max(3)).min(1).max(2).optional(),
  season: z.union([z.number().int(), z.string()]).optional(),
  raw: z.string().optional(),
  literal: z.string().optional(),
});
export type CslDate = z.infer<typeof CslDate>;

/** Fields a parser can report a confidence for (0 = guess, 1 = certain). */
export const ReferenceField = z.enum([
  'author',
  'title',
  'container-title',
  'issued',
  'volume',
  'issue',
  'page',
  'number',
  'DOI',
  'PMID',
  'PMCID',
  'URL',
  'publisher',
  'publisher-place',
  'edition',
  'type',
]);
export type ReferenceField = z.infer<typeof ReferenceField>;

/** One reference: CSL-JSON plus Galley's extension (`pii`, `source`, `confidence`). */
export const CslItem = z.object({
  id: z.string(),
  type: CslItemType,
  title: z.string().optional(),
  'container-title': z.string().optional(),
  /** Abbreviated journal title (NLM/ISO), what "use abbreviation" prints. */
  'container-title-short': z.string().optional(),
  'collection-title': z.string().optional(),
  author: z.array(CslName).optional(),
  editor: z.array(CslName).optional(),
  issued: CslDate.optional(),
  accessed: CslDate.optional(),
  volume: z.string().optional(),
  issue: z.string().optional(),
  /** A range as printed ("123-9", "e1002"); `number` holds an article number when there are no pages. */
  page: z.string().optional(),
  number: z.string().optional(),
  DOI: z.string().optional(),
  PMID: z.string().optional(),
  PMCID: z.string().optional(),
  URL: z.string().optional(),
  ISSN: z.string().optional(),
  ISBN: z.string().optional(),
  publisher: z.string().optional(),
  'publisher-place': z.string().optional(),
  edition: z.string().optional(),
  'event-title': z.string().optional(),
  genre: z.string().optional(),
  language: z.string().optional(),
  abstract: z.string().optional(),
  keyword: z.string().optional(),
  note: z.string().optional(),
  /** Publisher item identifier (Elsevier's S0140-6736(20)30183-5 and the like), from NBIB `AID [pii]`. */
  pii: z.string().optional(),
  /** The number the reference had in a numbered input list ("[12]" → 12), for "preserve original index". */
  originalNumber: z.number().int().nonnegative().optional(),
  /** The text the item was read from (one reference string, or the record in the original file). */
  source: z.string().optional(),
  /** Per-field confidence of the free-text parser, 0..1. Absent for structured formats (they are exact). */
  confidence: z.partialRecord(ReferenceField, z.number().min(0).max(1)).optional(),
});
export type CslItem = z.infer<typeof CslItem>;

/** A reader's or parser's complaint: never an exception, always a message with where it happened. */
export const ReferenceWarning = z.object({
  code: z.enum([
    'empty_input',
    'no_references',
    'too_many_references',
    'duplicated_number',
    'file_too_large',
    'unreadable_record',
    'unknown_field',
    'unparsed_text',
    'invalid_json',
    'invalid_xml',
    'invalid_bibtex',
  ]),
  message: z.string(),
  /** Index of the item in the reader's output, when the warning is about one item. */
  item: z.number().int().nonnegative().optional(),
  /** 1-based line of the input, when known. */
  line: z.number().int().positive().optional(),
});
export type ReferenceWarning = z.infer<typeof ReferenceWarning>;

/** Every reader's answer. */
export const ReadResult = z.object({ items: z.array(CslItem), warnings: z.array(ReferenceWarning) });
export type ReadResult = z.infer<typeof ReadResult>;

// ---------------------------------------------------------------------------------------------------------------
// Element templates (spec §3 "Element settings"): a template is an ordered list of elements, each with the common
// settings and its own options. Presets are written in this model so a user can copy and tweak them.
// ---------------------------------------------------------------------------------------------------------------

/** Settings every element has (spec §3: prefix, suffix, italic, bold, keywords before, missing text, space after). */
const elementCommon = {
  prefix: z.string().max(100).default(''),
  suffix: z.string().max(100).default(''),
  italic: z.boolean().default(false),
  bold: z.boolean().default(false),
  /** A label printed before the value, after the prefix ("doi: ", "PMID: ", "Available from: "). */
  keywordsBefore: z.string().max(100).default(''),
  /** Printed (with prefix and suffix) when the item lacks the value; empty means the element is left out. */
  missingText: z.string().max(100).default(''),
  /** A space after the element (after its suffix). */
  spaceAfter: z.boolean().default(true),
};

export const NumberElement = z.object({
  element: z.literal('number'),
  ...elementCommon,
  /** What separates the number from the reference: a space, a tab, or nothing. */
  after: z.enum(['space', 'tab', 'none']).default('space'),
  /** Keep the number the reference had in the input instead of its position in the list. */
  preserveOriginalIndex: z.boolean().default(false),
});
export type NumberElement = z.infer<typeof NumberElement>;

/** How given names become initials: "JA", "J.A.", "J. A." or "J A". */
export const InitialsRule = z.object({
  period: z.boolean().default(false),
  space: z.boolean().default(false),
  /** Keep the hyphen of compound given names ("J.-P." / "J-P"). */
  keepHyphen: z.boolean().default(true),
});
export type InitialsRule = z.infer<typeof InitialsRule>;

/** Which authors stay when the list is longer than `maxDisplayCount`. */
export const SkipRule = z.object({
  /** Authors printed before the et-al term (Vancouver 6, AMA 3, Nature 1, APA 19). */
  keepFirst: z.number().int().min(1).max(100).default(3),
  /** APA 7: "…, last author" after the first `keepFirst` instead of the et-al term. */
  keepLast: z.boolean().default(false),
});
export type SkipRule = z.infer<typeof SkipRule>;

export const AuthorElement = z.object({
  element: z.literal('author'),
  ...elementCommon,
  /** Given names as initials (per `abbreviateRule`) rather than in full. */
  abbreviateFirstName: z.boolean().default(true),
  /** The first author is written family name first ("Smith J"). */
  invertFirstAuthor: z.boolean().default(true),
  /** The other authors are written family name first too (false: "Smith J, A. B. Jones" as Chicago does). */
  invertOtherAuthors: z.boolean().default(true),
  lastNameOnly: z.boolean().default(false),
  /**
   * With given names in full, single-letter initials in them still follow `abbreviateRule` ("Maria J" →
   * "Maria J.", "A B" → "A. B."), as CSL's initialize="false" with initialize-with does (Chicago).
   */
  punctuateInitials: z.boolean().default(false),
  /** Family name first, the particle goes after the given names ("Bergen, M. von"), CSL's display-and-sort. */
  demoteParticle: z.boolean().default(false),
  /**
   * Two authors of one reference who would print alike ("Kim, J.") get their given names in full ("Kim,
   * Jaekwang", "Kim, Jungsu"), as author-date CSL styles do (disambiguate-add-givenname).
   */
  disambiguateGivenNames: z.boolean().default(false),
  /** Between family and given name ("Smith J" → " ", "Smith, J." → ", "). */
  delimiter: z.string().max(20).default(' '),
  betweenAuthors: z.string().max(20).default(', '),
  /** Replaces `betweenAuthors` before the last author when set (", & ", " and "). */
  andLastTerm: z.string().max(20).default(''),
  /** With exactly two authors, drop the comma that starts `andLastTerm` ("A and B", but "A, B, and C"). */
  contextualAndLast: z.boolean().default(false),
  /** More authors than this are cut per `skipRule`; 0 prints all. */
  maxDisplayCount: z.number().int().min(0).max(1000).default(0),
  /** Printed right after the last name shown, so it carries its own separator (", et al.", " et al."). */
  etAlTerm: z.string().max(40).default(', et al.'),
  /** Tidy names: SMITH → Smith, stray dots and spaces removed, particles kept. */
  normalizeAuthorName: z.boolean().default(true),
  abbreviateRule: InitialsRule.default({ period: false, space: false, keepHyphen: true }),
  skipRule: SkipRule.default({ keepFirst: 3, keepLast: false }),
});
export type AuthorElement = z.infer<typeof AuthorElement>;

export const TitleCase = z.enum(['as-is', 'sentence', 'title', 'upper', 'lower']);
export type TitleCase = z.infer<typeof TitleCase>;

export const TitleElement = z.object({
  element: z.literal('title'),
  ...elementCommon,
  /** Drops series numbering such as "III." in "Studies on X. III. Effects of Y". */
  removeRomanNumeral: z.boolean().default(false),
  /** Keeps the part before the first ": " (or " - "). */
  removeSubtitle: z.boolean().default(false),
  /** Ends the title with a period unless it ends with ".", "?" or "!". */
  addPeriod: z.boolean().default(false),
  case: TitleCase.default('as-is'),
  /** Plain lowercase of everything but the first letter, without protecting acronyms (some journals ask for it). */
  lowercaseExceptFirst: z.boolean().default(false),
  /** For titles the template puts in double quotes: quotes inside swap to single and back ("The ‘Arctic’ …"). */
  flipInnerQuotes: z.boolean().default(false),
});
export type TitleElement = z.infer<typeof TitleElement>;

export const VolumeElement = z.object({ element: z.literal('volume'), ...elementCommon });
export type VolumeElement = z.infer<typeof VolumeElement>;

export const IssueElement = z.object({
  element: z.literal('issue'),
  ...elementCommon,
  parentheses: z.boolean().default(true),
  /** An en dash in issue ranges ("3–4"), as CSL styles print every range with the locale's delimiter. */
  enDash: z.boolean().default(false),
  /** With no issue, the publication month in its place ("25 (March): 2303–19"), as Chicago (CMOS 18) prints it. */
  monthWhenMissing: z.boolean().default(false),
});
export type IssueElement = z.infer<typeof IssueElement>;

export const PubdateElement = z.object({
  element: z.literal('pubdate'),
  ...elementCommon,
  parentheses: z.boolean().default(false),
  /** "Jan 2020" rather than "2020 Jan". */
  invertYearMonth: z.boolean().default(false),
  yearOnly: z.boolean().default(true),
  /** Short month names with a full stop ("Oct.", but "May"), as CSL's en-US short month terms. */
  monthPeriod: z.boolean().default(false),
  /** Print the day when the item has one ("2020 Jan 15"); off gives month and year only ("Jan. 2020"). */
  withDay: z.boolean().default(true),
  /** Month names in full ("March 12, 1999"), as AMA prints the dates of web pages and preprints. */
  longMonth: z.boolean().default(false),
  /** Between the year and the month when the year comes first ("2020, June 22" in APA). */
  afterYear: z.string().max(5).default(' '),
  /** Off: month and day only ("June 22"), left out without a month (Chicago's web pages, the year printed before). */
  withYear: z.boolean().default(true),
  /** Days in two digits ("Feb. 06, 2019"), as IEEE prints them. */
  twoDigitDay: z.boolean().default(false),
  /** Day, month, year ("16 March 2017"), as BMJ and PLOS print the dates of web pages. */
  dayFirst: z.boolean().default(false),
  /** CSL's en-US short month terms ("June", "July", "Sept"), as styles that print short months from the locale do. */
  localeShortMonths: z.boolean().default(false),
  /** Month.day.two-digit year ("3.16.17"), as elsevier-harvard.csl prints access dates. */
  numericDate: z.boolean().default(false),
  /** The style's own month names, January to December (The Lancet's "Jan", "March", "Sept"); wins over the rest. */
  monthNames: z.array(z.string().max(20)).length(12).optional(),
});
export type PubdateElement = z.infer<typeof PubdateElement>;

/** The spec's five page formats. */
export const PageFormat = z.enum([
  /** 123 */
  'first-page',
  /** 123-9 (NLM) */
  'abbreviated',
  /** 123-29: at least two digits of the last page */
  'two-digits',
  /** 123-129 */
  'full-range',
  /** first page for journal articles, full range for everything else */
  'first-page-journal-full-other',
]);
export type PageFormat = z.infer<typeof PageFormat>;

export const PageElement = z.object({
  element: z.literal('page'),
  ...elementCommon,
  format: PageFormat.default('full-range'),
  enDash: z.boolean().default(false),
  /** Print the PII (or article number) when the item has no pages. */
  usePiiWhenMissing: z.boolean().default(false),
  /**
   * With 'two-digits': CSL's chicago-16 exceptions, ranges from a multiple of 100 in full ("100–104") and from
   * x01–x09 with only the changed digits ("101–8"), as the Chicago styles print them.
   */
  chicagoExceptions: z.boolean().default(false),
  /** The label for a single page or article number ("p. ") when `keywordsBefore` is the range label ("pp. "). */
  singlePageKeyword: z.string().max(100).optional(),
});
export type PageElement = z.infer<typeof PageElement>;

export const DoiElement = z.object({ element: z.literal('doi'), ...elementCommon });
export type DoiElement = z.infer<typeof DoiElement>;
export const PiiElement = z.object({ element: z.literal('pii'), ...elementCommon });
export type PiiElement = z.infer<typeof PiiElement>;
export const PmidElement = z.object({ element: z.literal('pmid'), ...elementCommon });
export type PmidElement = z.infer<typeof PmidElement>;

export const JournalElement = z.object({
  element: z.literal('journal'),
  ...elementCommon,
  useAbbreviation: z.boolean().default(true),
  /** Which abbreviation list; NLM's is the one we ship. */
  abbreviationList: z.enum(['nlm']).default('nlm'),
  /** "J. Am. Chem. Soc." rather than NLM's "J Am Chem Soc". */
  dotAfterAbbreviations: z.boolean().default(false),
  /** The full title in title case ("Biochemical and Biophysical Research Communications"), as APA asks. */
  titleCase: z.boolean().default(false),
});
export type JournalElement = z.infer<typeof JournalElement>;

export const TemplateElement = z.discriminatedUnion('element', [
  NumberElement,
  AuthorElement,
  TitleElement,
  VolumeElement,
  IssueElement,
  PubdateElement,
  PageElement,
  DoiElement,
  PiiElement,
  PmidElement,
  JournalElement,
]);
export type TemplateElement = z.infer<typeof TemplateElement>;
/** What a caller may write: every setting optional, filled with its default by `ReferenceTemplate.parse`. */
export type TemplateElementInput = z.input<typeof TemplateElement>;

// ---------------------------------------------------------------------------------------------------------------
// Per-type layouts (issue 18): books, chapters, reports, theses, conference papers, web pages, preprints and
// datasets print parts a journal article has not. A template may give, per CSL item type, its own element order
// with the elements below besides the article ones; types without a layout use `elements`.
// ---------------------------------------------------------------------------------------------------------------

/** Left out when the item has this CSL variable (a URL only for items without a DOI, as many styles do). */
const unlessVariable = z.string().max(40).optional();
/** Printed only when the item has this CSL variable (a DOI only with pages, "[Internet]" only with a URL). */
const ifVariable = z.string().max(40).optional();
const layoutCommon = { ...elementCommon, unlessVariable, ifVariable };

/** The value's first letter in capitals ("figshare" → "Figshare"), CSL's text-case="capitalize-first". */
const capitalizeFirst = z.boolean().default(false);
export const PublisherElement = z.object({
  element: z.literal('publisher'),
  ...layoutCommon,
  capitalizeFirst,
});
export type PublisherElement = z.infer<typeof PublisherElement>;
/** The publisher's place (CSL publisher-place). */
export const PlaceElement = z.object({
  element: z.literal('place'),
  ...layoutCommon,
  capitalizeFirst,
  /** Title case ("Frankfurt Am Main"), as elsevier-vancouver.csl prints places (text-case="title"). */
  case: z.enum(['as-is', 'title']).default('as-is'),
});
export type PlaceElement = z.infer<typeof PlaceElement>;
export const EditionElement = z.object({
  element: z.literal('edition'),
  ...layoutCommon,
  /** A numeric edition as an English ordinal ("2" → "2nd"); the style's label goes in the suffix (" ed."). */
  ordinal: z.boolean().default(true),
  /** Written after the value, as part of it (" ed."): its full stop closes no part when the edition is missing. */
  label: z.string().max(20).default(''),
});
export type EditionElement = z.infer<typeof EditionElement>;
/** The editors, named as authors are, then the style's label (", editors", ", eds.", " (Eds.)"). */
export const EditorElement = AuthorElement.extend({
  element: z.literal('editor'),
  unlessVariable,
  ifVariable,
  singularLabel: z.string().max(40).default(', editor'),
  pluralLabel: z.string().max(40).default(', editors'),
  /** The label goes before the names ("eds. Curragh, D. S. & …"), as Nature prints it. */
  labelBefore: z.boolean().default(false),
});
export type EditorElement = z.infer<typeof EditorElement>;
/** The container in full, never abbreviated: the book, proceedings or web site (CSL container-title). */
export const ContainerElement = z.object({
  element: z.literal('container'),
  ...layoutCommon,
  case: TitleCase.default('as-is'),
  /** Full stops left out ("GOV.UK" → "GOVUK"), CSL's strip-periods. */
  stripPeriods: z.boolean().default(false),
});
export type ContainerElement = z.infer<typeof ContainerElement>;
export const UrlElement = z.object({
  element: z.literal('url'),
  ...layoutCommon,
  /** The template's end mark is not printed after a URL that ends the entry (IEEE's "Available: https://…"). */
  noEndMark: z.boolean().default(false),
});
export type UrlElement = z.infer<typeof UrlElement>;
/** The date the web page was read (CSL accessed), written as the publication date element writes dates. */
export const AccessedElement = PubdateElement.extend({
  element: z.literal('accessed'),
  unlessVariable,
  ifVariable,
});
export type AccessedElement = z.infer<typeof AccessedElement>;
/** A report's number (CSL number). */
export const ReportNumberElement = z.object({
  element: z.literal('report-number'),
  ...layoutCommon,
  /** With a genre, the label is the genre and this ("Technical report" + " no.: "), as NLM prints it. */
  genreLabel: z.string().max(40).optional(),
  /** The genre in title case in that label ("Research Report No. 611"), as APA prints it. */
  genreTitleCase: z.boolean().default(false),
});
export type ReportNumberElement = z.infer<typeof ReportNumberElement>;
/** The meeting a conference paper was given at (CSL event-title). */
export const EventElement = z.object({ element: z.literal('event'), ...layoutCommon });
export type EventElement = z.infer<typeof EventElement>;
/** The kind of work: a thesis's degree, a report's kind (CSL genre). */
export const GenreElement = z.object({ element: z.literal('genre'), ...layoutCommon });
export type GenreElement = z.infer<typeof GenreElement>;
/** Fixed text ("[Internet]", "[Preprint]", "[Dataset]"), printed whenever the elements around it are. */
export const TextElement = z.object({
  element: z.literal('text'),
  ...layoutCommon,
  value: z.string().max(100),
});
export type TextElement = z.infer<typeof TextElement>;

/**
 * An element of a per-type layout: any article element or one of the elements above; in a layout each may be
 * printed only with (or only without) a CSL variable, as CSL's <choose> does.
 */
export const LayoutElement = z.discriminatedUnion('element', [
  NumberElement.extend({ unlessVariable, ifVariable }),
  AuthorElement.extend({ unlessVariable, ifVariable }),
  TitleElement.extend({ unlessVariable, ifVariable }),
  VolumeElement.extend({ unlessVariable, ifVariable }),
  IssueElement.extend({ unlessVariable, ifVariable }),
  PubdateElement.extend({ unlessVariable, ifVariable }),
  PageElement.extend({ unlessVariable, ifVariable }),
  DoiElement.extend({ unlessVariable, ifVariable }),
  PiiElement.extend({ unlessVariable, ifVariable }),
  PmidElement.extend({ unlessVariable, ifVariable }),
  JournalElement.extend({ unlessVariable, ifVariable }),
  PublisherElement,
  PlaceElement,
  EditionElement,
  EditorElement,
  ContainerElement,
  UrlElement,
  AccessedElement,
  ReportNumberElement,
  EventElement,
  GenreElement,
  TextElement,
]);
export type LayoutElement = z.infer<typeof LayoutElement>;
export type LayoutElementInput = z.input<typeof LayoutElement>;
/**
 * Journal articles without a volume (published online first, or numbered by issue only) print as the official
 * styles print them ("Published online …", Lancet's "2020; : 12–15", Chicago's ", no. 5") when a template has a
 * layout under this key; the article line stays the one the editor edits.
 */
export const ARTICLE_WITHOUT_VOLUME = 'article-journal-without-volume';
/** Per CSL item type, the element order that replaces the template's `elements` for items of that type. */
export const TypeLayouts = z.partialRecord(
  z.union([CslItemType, z.literal(ARTICLE_WITHOUT_VOLUME)]),
  z.array(LayoutElement).min(1),
);
export type TypeLayouts = z.infer<typeof TypeLayouts>;

/** A reference template (spec §3 "Reference template": name up to 100 characters; setting = the elements). */
export const ReferenceTemplate = z.object({
  name: z.string().trim().min(1, 'Template name is required.').max(100),
  elements: z.array(TemplateElement).min(1, 'At least one element must be moved!'),
  /** Text after the last element ("." for most styles); punctuation is never doubled. */
  end: z.string().max(20).default(''),
  /** Element orders for item types other than the one `elements` is for (issue 18); optional. */
  layouts: TypeLayouts.optional(),
});
export type ReferenceTemplate = z.infer<typeof ReferenceTemplate>;
export type ReferenceTemplateInput = z.input<typeof ReferenceTemplate>;
