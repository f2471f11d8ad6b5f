import type { CitationFormat } from '@galley/contracts';
import { CITATION_PRESETS } from '@galley/references';
import type { TemplateFamilyId } from './choose-template-family.ts';

export interface PresetChoice {
  preset: string;
  match: 'exact' | 'nearest';
}

/** CSL style (file name without .csl) → the preset whose own CSL counterpart it is. */
const EXACT = new Map(
  CITATION_PRESETS.flatMap((preset) =>
    preset.csl ? [[preset.csl.replace(/\.csl$/, ''), preset.id] as const] : [],
  ),
);

type Rule = readonly [RegExp, (format: CitationFormat, family: TemplateFamilyId) => string | null];

/** Variants of a preset's style (same publisher or tradition): the style's name says which preset is nearest. */
const STYLE_RULES: readonly Rule[] = [
  [/^american-medical-association/, () => 'ama-11'],
  [/^the-new-england-journal-of-medicine$/, () => 'nejm'],
  [/^the-lancet/, () => 'lancet'],
  [/^bmj/, () => 'bmj'],
  [/^plos/, () => 'plos'],
  [/^multidisciplinary-digital-publishing-institute/, () => 'mdpi'],
  [/^(cell|trends-journals)$/, () => 'cell'],
  [/^nature(-no-et-al|-publishing-group-vancouver)?$/, (format) => (format === 'numeric' ? 'nature' : null)],
  [/^science(-without-titles)?$/, (format) => (format === 'numeric' ? 'science' : null)],
  [/^ieee/, () => 'ieee'],
  // Engineering societies' numbered styles are IEEE-like (bracketed numbers, initials first, abbreviated venues).
  [
    /^(association-for-computing-machinery|american-society-of-mechanical-engineers|the-institution-of-engineering-and-technology)$/,
    (format) => (format === 'numeric' ? 'ieee' : null),
  ],
  [/^apa(-|$)|socpsych/, (format) => (format === 'author-date' ? 'apa-7' : null)],
  // Publisher variants of Chicago (taylor-and-francis-chicago-author-date) and Springer's Chicago-based humanities style.
  [/chicago|^springer-humanities-author-date$/, () => 'chicago-author-date'],
  [/^elsevier-/, (format) => (format === 'numeric' ? 'elsevier-vancouver' : 'elsevier-harvard')],
  [
    /harvard/,
    (format, family) =>
      format !== 'author-date'
        ? null
        : family === 'elsevier'
          ? 'elsevier-harvard'
          : 'harvard-cite-them-right',
  ],
  [/^springer-/, (format) => (format === 'numeric' ? 'springer-vancouver' : 'harvard-cite-them-right')],
  [/^(nlm-|.*vancouver)/, (format) => (format === 'numeric' ? 'nlm-vancouver' : null)],
];

/** Publishers with a preset of their own (used when the style's name says nothing). */
const FAMILY_PRESETS: Partial<Record<TemplateFamilyId, (format: CitationFormat) => string | null>> = {
  elsevier: (format) => (format === 'numeric' ? 'elsevier-vancouver' : 'elsevier-harvard'),
  springer: (format) => (format === 'numeric' ? 'springer-vancouver' : null),
  bmc: (format) => (format === 'numeric' ? 'springer-vancouver' : null),
  'nature-portfolio': (format) => (format === 'numeric' ? 'nature' : null),
  'cell-press': () => 'cell',
  lancet: () => 'lancet',
  nejm: () => 'nejm',
  jama: () => 'ama-11',
  bmj: () => 'bmj',
  plos: () => 'plos',
  mdpi: () => 'mdpi',
};

/** Otherwise the citation format decides: numbered lists read like Vancouver, name-based ones like APA. */
const FORMAT_PRESETS: Record<CitationFormat, string> = {
  numeric: 'nlm-vancouver',
  'author-date': 'apa-7',
  note: 'chicago-author-date',
  label: 'apa-7',
  author: 'apa-7',
};

/**
 * The reference preset for a journal: `exact` when its CSL style is a preset's own counterpart, else the nearest one
 * by the style's family, then the publisher's own preset, then the citation format.
 */
export function chooseReferencePreset(
  cslStyle: string,
  format: CitationFormat,
  family: TemplateFamilyId,
): PresetChoice {
  const exact = EXACT.get(cslStyle);
  if (exact) return { preset: exact, match: 'exact' };
  for (const [pattern, pick] of STYLE_RULES) {
    const preset = pattern.test(cslStyle) ? pick(format, family) : null;
    if (preset) return { preset, match: 'nearest' };
  }
  return { preset: FAMILY_PRESETS[family]?.(format) ?? FORMAT_PRESETS[format], match: 'nearest' };
}
