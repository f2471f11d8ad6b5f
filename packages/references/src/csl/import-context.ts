import type { TemplateElementInput } from '@galley/contracts';
import type { CslNode } from './csl-node.ts';
import type { CslTerms } from './csl-terms.ts';
import type { CslWarning } from './csl-warning.ts';

/**
 * What a layout part becomes: an element, text between elements (`next`: it goes with the element after it, as
 * the suffix of a group of several elements, which prints whichever of them prints), or a label waiting for its
 * element (`lead`: the affixes and delimiters before the label, which print with the element).
 */
export type ImportToken =
  | { kind: 'element'; element: TemplateElementInput & { prefix: string; suffix: string }; quoted?: boolean }
  | { kind: 'text'; text: string; next?: boolean }
  | { kind: 'label'; variable: string; text: string; single: string; multiple: string; lead?: string };

/**
 * A rendered child of a layout, group or choose branch: its tokens, whether it calls a variable and whether
 * any called variable has a value (CSL suppresses a group whose called variables are all empty).
 */
export interface ImportPart {
  tokens: ImportToken[];
  called: boolean;
  rendered: boolean;
}

/** Formatting inherited from enclosing groups and macro calls. */
export interface InheritedFormat {
  italic?: boolean;
  bold?: boolean;
  textCase?: string;
  stripPeriods?: boolean;
}

export interface ImportContext {
  style: CslNode;
  macros: Map<string, CslNode>;
  terms: CslTerms;
  warnings: CslWarning[];
  /** Name options (et-al-min, initialize-with, …) set on <style> and <bibliography>, inherited by <name>. */
  nameOptions: Record<string, string>;
  /** Macros being expanded (a macro that calls itself is cut). */
  expanding: Set<string>;
}

// The variables of a PubMed journal article: conditions on them hold; other variables are read as empty.
export const ARTICLE_VARIABLES = new Set([
  'author',
  'title',
  'container-title',
  'container-title-short',
  'journalAbbreviation',
  'volume',
  'issue',
  'page',
  'page-first',
  'issued',
  'DOI',
  'PMID',
  'citation-number',
]);

// Variables a journal article may well carry that the element model has no element for: a layout printing them
// is listed as not mapped. Others (composer, archive, …) are empty for an article and pass in silence.
export const ARTICLE_EXTRAS = new Set([
  'URL',
  'accessed',
  'PMCID',
  'number',
  'note',
  'ISSN',
  'publisher',
  'publisher-place',
  'collection-title',
  'supplement-number',
  'part-number',
  'section',
  'title-short',
  'original-title',
  'language',
  'status',
  'editor',
  'year-suffix',
  'locator',
]);

/** Adds a warning once (same code and detail). */
export function warnOnce(context: ImportContext, warning: CslWarning): void {
  if (!context.warnings.some((w) => w.code === warning.code && w.detail === warning.detail)) {
    context.warnings.push(warning);
  }
}
