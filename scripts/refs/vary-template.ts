import {
  type AuthorElement,
  type PageElement,
  ReferenceTemplate,
  type ReferenceTemplateInput,
  type TemplateElement,
} from '@galley/contracts';

const ET_AL = [', et al.', ' et al.', ', et al', ' et al', ' et al.,', ', et al.,'];
const PAGE_FORMATS: PageElement['format'][] = ['first-page', 'abbreviated', 'two-digits', 'full-range'];
const NUMBERS: [string, string][] = [
  ['', '.'],
  ['[', ']'],
  ['', ')'],
  ['(', ')'],
];

/**
 * A preset with random changes real reference lists show: authors cut to "et al." at other lengths, titles
 * dropped ("Hardy J, Selkoe DJ. Science. 2002;297:353-6"), journal-only citations as PubMed prints them, full
 * dates, other page formats and dashes, full or dotted journal names, numbering, DOIs and PMIDs or none.
 */
export function varyTemplate(input: ReferenceTemplateInput, random: () => number): ReferenceTemplate {
  const template = ReferenceTemplate.parse(structuredClone(input));
  const chance = (probability: number) => random() < probability;
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  let elements: TemplateElement[] = template.elements;
  const journalOnly = chance(0.12);
  elements = elements.filter((element) => {
    if (element.element === 'number') return !chance(0.3);
    if (element.element === 'title') return !journalOnly && !chance(0.1);
    if (element.element === 'author') return !journalOnly && !chance(0.03);
    if (element.element === 'doi') return !chance(0.45);
    return true;
  });
  if (!elements.some((element) => element.element === 'number') && chance(0.25)) {
    const [prefix, suffix] = pick(NUMBERS);
    elements.unshift({
      element: 'number',
      prefix,
      suffix,
      italic: false,
      bold: false,
      keywordsBefore: '',
      missingText: '',
      spaceAfter: true,
      after: 'space',
      preserveOriginalIndex: false,
    });
  }
  if (chance(0.05)) {
    elements.push({
      element: 'pmid',
      prefix: '',
      suffix: '.',
      italic: false,
      bold: false,
      keywordsBefore: pick(['PMID: ', 'PMID ', 'PubMed PMID: ']),
      missingText: '',
      spaceAfter: true,
    });
  }
  for (const element of elements) {
    if (element.element === 'author') varyAuthors(element, chance, pick);
    if (element.element === 'page') {
      if (chance(0.3)) element.format = pick(PAGE_FORMATS);
      if (chance(0.3)) element.enDash = !element.enDash;
    }
    if (element.element === 'pubdate' && chance(journalOnly ? 0.7 : 0.35)) {
      element.yearOnly = false;
      element.invertYearMonth = chance(0.15);
    }
    if (element.element === 'journal') {
      if (chance(0.25)) element.useAbbreviation = !element.useAbbreviation;
      if (chance(0.15)) element.dotAfterAbbreviations = !element.dotAfterAbbreviations;
    }
    if (element.element === 'title' && chance(0.1)) element.case = pick(['sentence', 'title'] as const);
  }
  return { ...template, elements };
}

function varyAuthors(
  element: AuthorElement,
  chance: (probability: number) => boolean,
  pick: <T>(values: readonly T[]) => T,
): void {
  if (chance(0.35)) {
    element.maxDisplayCount = pick([0, 0, 1, 2, 3, 6, 10]);
    element.skipRule = {
      keepFirst: Math.max(1, Math.min(element.maxDisplayCount, pick([1, 3, 6]))),
      keepLast: false,
    };
    element.etAlTerm = pick(ET_AL);
  }
  if (chance(0.2)) element.abbreviateRule = { period: chance(0.5), space: chance(0.5), keepHyphen: true };
  if (chance(0.1)) element.andLastTerm = pick(['', ' and ', ', and ', ' & ']);
}
