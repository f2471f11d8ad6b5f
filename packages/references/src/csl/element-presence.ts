import type { LayoutElement } from '@galley/contracts';

/**
 * When an element prints in CSL terms: 'always' (the list number, fixed text, or an element with a missing
 * text), 'never' (no CSL variable holds it: the PII), or the CSL variables any one of which makes it print.
 */
export type Presence = 'always' | 'never' | string[];

export function elementPresence(element: LayoutElement): Presence {
  return element.missingText && element.element !== 'pii' ? 'always' : elementVariables(element);
}

/** The CSL variables that give the element a value, whatever its missing text. */
export function elementVariables(element: LayoutElement): Presence {
  switch (element.element) {
    case 'number':
    case 'text':
      return 'always';
    case 'issue':
      // With no issue, the month stands in (monthWhenMissing).
      return element.monthWhenMissing ? ['issue', 'issued'] : ['issue'];
    case 'page':
      // With no pages, the article number stands in (as the formatter prints it).
      return ['page', 'number'];
    case 'journal':
      return ['container-title', 'container-title-short'];
    case 'pii':
      return 'never';
    default:
      return [VARIABLES[element.element]];
  }
}

const VARIABLES = {
  author: 'author',
  title: 'title',
  volume: 'volume',
  pubdate: 'issued',
  doi: 'DOI',
  pmid: 'PMID',
  publisher: 'publisher',
  place: 'publisher-place',
  edition: 'edition',
  editor: 'editor',
  container: 'container-title',
  url: 'URL',
  accessed: 'accessed',
  'report-number': 'number',
  event: 'event-title',
  genre: 'genre',
};

/** One test of a CSL condition: any of the variables present ('any'), or none of them ('none'). */
export interface Clause {
  variables: string[];
  match: 'any' | 'none';
}

/** The element's own condition (ifVariable, unlessVariable) as clauses that must all hold; [] when it has none. */
export function elementConditions(element: LayoutElement): Clause[] {
  const clauses: Clause[] = [];
  if ('ifVariable' in element && element.ifVariable)
    clauses.push({ variables: element.ifVariable.split(' '), match: 'any' });
  if ('unlessVariable' in element && element.unlessVariable)
    clauses.push({ variables: element.unlessVariable.split(' '), match: 'none' });
  return clauses;
}

/** The clauses under which the element prints: its presence and its condition; undefined when it always does. */
export function printClauses(element: LayoutElement): Clause[] | undefined {
  const presence = elementPresence(element);
  const own =
    presence === 'always' || presence === 'never' ? [] : [{ variables: presence, match: 'any' as const }];
  const clauses = [...own, ...elementConditions(element)];
  return clauses.length ? clauses : undefined;
}
