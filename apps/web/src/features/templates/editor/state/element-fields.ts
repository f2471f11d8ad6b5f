import { PageFormat, TitleCase } from '@galley/contracts';
import type { ElementKind } from './element-kinds.ts';
import type { FieldSpec } from './field-spec.ts';

const text = (path: string, max: number): FieldSpec => ({ path, kind: 'text', max });
const toggle = (path: string): FieldSpec => ({ path, kind: 'switch' });

/** Spec §3: every element has these (the number's "space after" is its own `after` choice). */
const COMMON: readonly FieldSpec[] = [
  text('prefix', 100),
  text('suffix', 100),
  text('keywordsBefore', 100),
  text('missingText', 100),
  toggle('italic'),
  toggle('bold'),
];

/** Each element's own options (spec §3 Element settings and what the formatter added since). */
const OWN: Record<ElementKind, readonly FieldSpec[]> = {
  number: [
    { path: 'after', kind: 'select', options: ['space', 'tab', 'none'] },
    toggle('preserveOriginalIndex'),
  ],
  author: [
    toggle('abbreviateFirstName'),
    toggle('invertFirstAuthor'),
    toggle('invertOtherAuthors'),
    toggle('lastNameOnly'),
    text('delimiter', 20),
    text('betweenAuthors', 20),
    text('andLastTerm', 20),
    toggle('contextualAndLast'),
    { path: 'maxDisplayCount', kind: 'integer', min: 0, max: 1000 },
    { path: 'skipRule.keepFirst', kind: 'integer', min: 1, max: 100 },
    toggle('skipRule.keepLast'),
    text('etAlTerm', 40),
    toggle('normalizeAuthorName'),
    toggle('abbreviateRule.period'),
    toggle('abbreviateRule.space'),
    toggle('abbreviateRule.keepHyphen'),
    toggle('punctuateInitials'),
    toggle('demoteParticle'),
    toggle('disambiguateGivenNames'),
  ],
  title: [
    { path: 'case', kind: 'select', options: TitleCase.options },
    toggle('lowercaseExceptFirst'),
    toggle('removeRomanNumeral'),
    toggle('removeSubtitle'),
    toggle('addPeriod'),
    toggle('flipInnerQuotes'),
  ],
  volume: [],
  issue: [toggle('parentheses'), toggle('enDash'), toggle('monthWhenMissing')],
  pubdate: [
    toggle('parentheses'),
    toggle('invertYearMonth'),
    toggle('yearOnly'),
    toggle('monthPeriod'),
    toggle('withDay'),
    toggle('withYear'),
    toggle('longMonth'),
    toggle('localeShortMonths'),
    toggle('dayFirst'),
    toggle('twoDigitDay'),
    toggle('numericDate'),
    text('afterYear', 5),
  ],
  page: [
    { path: 'format', kind: 'select', options: PageFormat.options },
    toggle('enDash'),
    toggle('usePiiWhenMissing'),
    toggle('chicagoExceptions'),
    { path: 'singlePageKeyword', kind: 'text', max: 100, optional: true },
  ],
  doi: [],
  pii: [],
  pmid: [],
  journal: [
    toggle('useAbbreviation'),
    { path: 'abbreviationList', kind: 'select', options: ['nlm'] },
    toggle('dotAfterAbbreviations'),
    toggle('titleCase'),
  ],
};

/** The settings panel's fields for one element: its own options first, then the common ones. */
export function elementFields(kind: ElementKind): {
  own: readonly FieldSpec[];
  common: readonly FieldSpec[];
} {
  return {
    own: OWN[kind],
    common: kind === 'number' ? COMMON : [...COMMON, toggle('spaceAfter')],
  };
}

/** The spec of the field at `path` of an element, if it has one. */
export function findField(kind: ElementKind, path: string): FieldSpec | undefined {
  const { own, common } = elementFields(kind);
  return [...own, ...common].find((field) => field.path === path);
}
