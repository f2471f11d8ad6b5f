import type { Block, Paragraph, StepValue, TagWarning } from '@galley/contracts';
import type { AbstractModel } from '../abstract-model.ts';
import type { ResultsOrDiscussion } from '../split-results-discussion.ts';
import { StepCollector } from '../step-collector.ts';
import type { AbstractItem } from '../tag-abstract.ts';

// The local tagger walks the paragraphs once, and what it read so far decides what the next one is: this is
// that shared state, so each part of the walk (front matter, abstract, sections, …) can live in a file of its own.

export type Section = StepValue | 'none';

/** An open heading. */
export interface OpenSection {
  level: number;
  section: Section;
  /** Inside a combined "Results and Discussion": its paragraphs are split between the two steps at the end. */
  combined?: boolean;
  /** Inside a combined section, a subheading that already decided ("Limitations", "3.2 Discussion"). */
  fixed?: ResultsOrDiscussion;
  /** A conclusions subsection of the discussion: its text is discussion too (the duplicate the board allows). */
  alsoDiscussion?: boolean;
}

/** A paragraph tagged by the section it sits in, kept until the end so a section can still be split. */
export interface SectionTag {
  paragraph: Paragraph;
  section: StepValue;
  confidence: number;
  /** Part of a combined results-and-discussion section; `fixed` when its subheading already decided. */
  combined?: { heading: boolean; fixed?: ResultsOrDiscussion };
}

export interface LocalTagging {
  readonly blocks: readonly Block[];
  readonly model: AbstractModel;
  readonly collector: StepCollector;
  readonly warnings: TagWarning[];
  zone: 'front' | 'abstract' | 'body';
  // Front matter
  titleFound: boolean;
  frontLabel: Section | undefined;
  runningTitleNext: boolean;
  lastFrontStep: Section | undefined;
  /** A cover letter above the title page: its text, then its signature, then done (cover-letter.ts). */
  letter: 'open' | 'signed' | 'done' | undefined;
  letterSignature: number;
  /** The last front-matter paragraph was a label on a line of its own. */
  labelFresh: boolean;
  // Abstract
  abstractItems: AbstractItem[];
  abstractLevel: number;
  abstractByReader: boolean;
  // Body: open headings, innermost last, and the last top-level section (for headings at the same level).
  readonly stack: OpenSection[];
  lastTop: Section | undefined;
  seenCore: boolean;
  introductionHeadingAhead: boolean;
  /** Where the "Abstract" heading is, before the first core section's heading (-1: none): nothing above it is the abstract. */
  abstractHeadingAt: number;
  /** After "Keywords:" alone on its line: short lines are keywords until another kind of line comes. */
  keywordsOpen: boolean;
  /** How the introduction's heading looks: an unknown heading that looks the same opens the next section. */
  introductionLook: string | undefined;
  /**
   * The section a statement's heading broke into before the results were over ("Ethical considerations" among the
   * methods' subheadings): an unknown heading after the statement goes back to it.
   */
  interrupted: Section | undefined;
  readonly sectionTags: SectionTag[];
  /** The last paragraph was the contributions' label ("Author Contributions: …") or a role line under it. */
  contributionsOpen: boolean;
  /** A figure's caption came after the reference list: what follows it up to a heading is its legend. */
  legendOpen: boolean;
  /** The last paragraph was a figure's caption or its note: a "Source: …" or "Note: …" line under it is its note. */
  captionNoteNext: boolean;
  /**
   * Labelled statements past the last core section have begun (The BMJ's "Contributors", "Funding", … after a
   * protocol's methods): what follows is the end matter, not methods text.
   */
  endMatter: boolean;
  /**
   * The authors' statements (funding, competing interests, contributions, their thanks) have begun under the
   * appendix opened last: a data statement after them is the data availability, not the supplement's.
   */
  appendixClosed: boolean;
}

export function newLocalTagging(blocks: readonly Block[], model: AbstractModel): LocalTagging {
  return {
    blocks,
    model,
    collector: new StepCollector(),
    warnings: [],
    zone: 'front',
    titleFound: false,
    frontLabel: undefined,
    runningTitleNext: false,
    lastFrontStep: undefined,
    letter: undefined,
    letterSignature: 0,
    labelFresh: false,
    abstractItems: [],
    abstractLevel: 1,
    abstractByReader: false,
    stack: [],
    lastTop: undefined,
    seenCore: false,
    introductionHeadingAhead: false,
    abstractHeadingAt: -1,
    keywordsOpen: false,
    introductionLook: undefined,
    interrupted: undefined,
    sectionTags: [],
    contributionsOpen: false,
    legendOpen: false,
    captionNoteNext: false,
    endMatter: false,
    appendixClosed: false,
  };
}
