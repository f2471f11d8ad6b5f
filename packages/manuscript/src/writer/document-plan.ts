import type { ComplianceReport, CslItem, StepValue } from '@galley/contracts';
import type { CitationReplacement } from './citations/citation-site.ts';
import type { PlannedCitation } from './citations/plan-citations.ts';
import type { Fragment } from './fragment.ts';

/** Literal text the writer adds (labels, keywords, formatted references). */
export interface LiteralRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  /** A mark written raised (an affiliation's number matching the byline's). */
  superscript?: boolean;
}

/** A piece of an output paragraph: source text carried over with its formatting, or literal text. */
export type PlanPart = { fragment: Fragment } | LiteralRun;

export type PlanBlock =
  | { kind: 'heading'; level: number; text: string }
  | {
      kind: 'paragraph';
      parts: PlanPart[];
      role?: 'title' | 'subheading' | 'caption';
      level?: number;
      /** A list item's nesting level (the source's `w:ilvl`, 0 = top): deeper items are indented under it. */
      listLevel?: number;
    }
  | { kind: 'table'; table: string }
  | { kind: 'pageBreak' };

/** One output section as planned: what the round-trip test and the report look at. */
export interface PlannedSection {
  heading: string | null;
  steps: StepValue[];
  /** The source fragments whose text fills the section, in output order (tables and placeholders aside). */
  fragments: Fragment[];
  /** Sub-headings the writer adds inside the section (one per declaration of a shared "Declarations" section). */
  subheadings: string[];
}

type Change = ComplianceReport['changes'][number];
type Problem = ComplianceReport['problems'][number];

/** Everything the writer decided: the blocks to render and the facts the compliance report needs. */
export interface DocumentPlan {
  blocks: PlanBlock[];
  sections: PlannedSection[];
  facts: {
    title: string;
    abstract: string;
    mainText: string;
    keywords: string[];
    references: number;
    tables: number;
    figures: number;
  };
  /** The in-text citations tied to the reference list, as rewritten (source references → new numbers). */
  citations: PlannedCitation[];
  /** Citation text to write instead of the source's, per source paragraph. */
  replacements: Map<string, CitationReplacement[]>;
  /** The reference list in output order (`id`: the entry's position in the source list). */
  references: CslItem[];
  missing: ComplianceReport['missing'];
  changes: Change[];
  problems: Problem[];
}
