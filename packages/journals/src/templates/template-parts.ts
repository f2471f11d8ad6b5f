import type {
  AbstractHeading,
  AbstractSpec,
  BodySection,
  BodyStep,
  KeywordsSpec,
  PageLayout,
  WordLimits,
} from '@galley/contracts';

// Small builders so each family file reads as its publisher's rules rather than as nested object literals.

type AbstractStep = AbstractHeading['from'][number];

/** A body section the compliance report asks for when it is empty. */
export const section = (heading: string | null, ...from: [BodyStep, ...BodyStep[]]): BodySection => ({
  heading,
  from,
  required: true,
});

/** A body section printed only when the author tagged text for it. */
export const optionalSection = (heading: string | null, ...from: [BodyStep, ...BodyStep[]]): BodySection => ({
  heading,
  from,
  required: false,
});

/** A structured abstract's heading; with no steps it names a heading the tagger cannot fill (left out). */
export const heading = (text: string, ...from: AbstractStep[]): AbstractHeading => ({ heading: text, from });

export const structuredAbstract = (
  wordLimit: number | null,
  ...headings: AbstractHeading[]
): AbstractSpec => ({
  structure: 'structured',
  headings,
  wordLimit,
});

export const unstructuredAbstract = (wordLimit: number | null): AbstractSpec => ({
  structure: 'unstructured',
  wordLimit,
});

export const NO_ABSTRACT: AbstractSpec = { structure: 'none' };

export const keywords = (
  min: number | null,
  max: number | null,
  options: { heading?: string; separator?: string; required?: boolean } = {},
): KeywordsSpec => ({
  required: options.required ?? true,
  min,
  max,
  heading: options.heading ?? 'Keywords',
  separator: options.separator ?? '; ',
});

/** For journals that print no keywords: tagged keywords are left out (and reported), never demanded. */
export const NO_KEYWORDS: KeywordsSpec = {
  required: false,
  min: null,
  max: null,
  heading: 'Keywords',
  separator: '; ',
  printed: false,
};

/** Every limit unset unless given: a limit the guidelines do not state is not invented. */
export const limits = (given: Partial<WordLimits>): WordLimits => ({
  mainText: null,
  abstract: null,
  title: null,
  references: null,
  tables: null,
  figures: null,
  ...given,
});

/**
 * The layout most biomedical guidelines converge on (ICMJE's "double-spaced, numbered pages"): 12 pt Times
 * New Roman, double spacing, 2.5 cm margins, page numbers. Families state only where they depart from it.
 */
export const MANUSCRIPT_LAYOUT: PageLayout = {
  paperSize: 'a4',
  marginsCm: { top: 2.5, bottom: 2.5, left: 2.5, right: 2.5 },
  font: 'Times New Roman',
  fontSizePt: 12,
  lineSpacing: 2,
  lineNumbers: false,
  pageNumbers: true,
};

export const layout = (given: Partial<PageLayout>): PageLayout => ({ ...MANUSCRIPT_LAYOUT, ...given });

/** US Letter with 1-inch margins, as North American publishers (JAMA, NEJM, LWW) ask. */
export const LETTER_INCH_MARGINS: Partial<PageLayout> = {
  paperSize: 'letter',
  marginsCm: { top: 2.54, bottom: 2.54, left: 2.54, right: 2.54 },
};
