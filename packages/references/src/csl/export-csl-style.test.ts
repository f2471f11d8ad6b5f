import { createRequire } from 'node:module';
import { type CslItem, ReferenceTemplate, type ReferenceTemplateInput } from '@galley/contracts';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { formatReference } from '../format/format-reference.ts';
import { CITATION_PRESETS } from '../presets/citation-presets.ts';
import { findPreset } from '../presets/find-preset.ts';
import { readSharedData } from '../test-support/shared-data.ts';
import { exportCslStyle } from './export-csl-style.ts';

type Engine = { updateItems(ids: string[]): void; makeBibliography(): [unknown, string[]] };
const CSL = createRequire(import.meta.url)('citeproc') as {
  Engine: new (sys: object, style: string, lang: string) => Engine;
};
const locale = readSharedData('journals/csl-locales/locales-en-US.xml').toString('utf8');

/** Each item alone (numbered 1) through citeproc-js with the style, as plain normalised text. */
function citeproc(style: string, items: CslItem[]): string[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const engine = new CSL.Engine(
    { retrieveLocale: () => locale, retrieveItem: (id: string) => byId.get(id) },
    style,
    'en-US',
  );
  return items.map((item) => {
    engine.updateItems([item.id]);
    return (engine.makeBibliography()[1][0] ?? '')
      .replace(/<\/div>/g, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/&#38;|&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim();
  });
}

const ours = (items: CslItem[], template: ReferenceTemplate) =>
  items.map((item) => formatReference(item, template).text.replace(/\s+/g, ' ').trim());

const full: CslItem = {
  id: 'full',
  type: 'article-journal',
  author: [
    { family: 'Hardy', given: 'John' },
    { family: 'Selkoe', given: 'Dennis J' },
  ],
  title: 'The amyloid hypothesis of Alzheimer disease',
  'container-title': 'Science',
  'container-title-short': 'Science',
  issued: { 'date-parts': [[2002, 7, 19]] },
  volume: '297',
  issue: '5580',
  page: '353-356',
  DOI: '10.1126/science.1072994',
  PMID: '12130773',
};
// Ahead of print: no volume, issue or pages — the formatter mends the punctuation around the gap.
const aheadOfPrint: CslItem = {
  id: 'ahead',
  type: 'article-journal',
  author: Array.from({ length: 8 }, (_, index) => ({ family: `Author${index}`, given: 'Anna B' })),
  title: 'Why do neurons die?',
  'container-title': 'Neuron',
  'container-title-short': 'Neuron',
  issued: { 'date-parts': [[2024, 3]] },
  DOI: '10.1016/j.neuron.2024.01.001',
};
const noAuthorNoDoi: CslItem = {
  id: 'bare',
  type: 'article-journal',
  title: 'Editorial',
  'container-title': 'Lancet',
  'container-title-short': 'Lancet',
  issued: { 'date-parts': [[2015]] },
  volume: '385',
  page: '2255-63',
};
const items = [full, aheadOfPrint, noAuthorNoDoi];

describe('exportCslStyle', () => {
  it('writes a well-formed CSL 1.0.2 style with a citation and a bibliography for every preset', () => {
    for (const preset of CITATION_PRESETS) {
      const { style, warnings } = exportCslStyle(
        ReferenceTemplate.parse(preset.template),
        '2026-01-01T00:00:00Z',
      );
      expect(XMLValidator.validate(style), preset.id).toBe(true);
      expect(style).toContain('<style xmlns="http://purl.org/net/xbiblio/csl" class="in-text" version="1.0"');
      // Numbers in brackets; (Name, year) where alike authors get given names, which CSL adds through citations.
      const author = preset.template.elements.find((element) => element.element === 'author');
      const nameYear = author?.element === 'author' && author.disambiguateGivenNames === true;
      expect(style, preset.id).toMatch(
        nameYear
          ? /<citation[^>]*disambiguate-add-givenname="true"[^>]*>\s*<layout prefix="\(" suffix="\)"/
          : /<citation[^>]*>\s*<layout prefix="\[" suffix="\]" delimiter=",">/,
      );
      expect(style, preset.id).toContain(`citation-format="${nameYear ? 'author-date' : 'numeric'}"`);
      expect(style).toContain('<bibliography');
      expect(style).toContain(`<title>${preset.template.name.replace(/&/g, '&amp;')}</title>`);
      expect(warnings, preset.id).toEqual([]);
    }
  });

  it('citeproc-js prints complete, ahead-of-print and author-less articles as our formatter does', () => {
    for (const id of ['nlm-vancouver', 'ama-11', 'apa-7', 'ieee', 'chicago-author-date', 'nature', 'mdpi']) {
      const template = findPreset(id) as ReferenceTemplate;
      const { style } = exportCslStyle(template);
      expect(citeproc(style, items), id).toEqual(ours(items, template));
    }
    // The styles carry every per-type layout: citeproc-js takes a while to read seven of them.
  }, 60_000);

  it('carries a user template’s options: missing text, labels, bold, et al., tab after the number', () => {
    const input: ReferenceTemplateInput = {
      name: 'My lab style',
      elements: [
        { element: 'number', after: 'tab', suffix: ')' },
        {
          element: 'author',
          normalizeAuthorName: false,
          maxDisplayCount: 2,
          skipRule: { keepFirst: 1 },
          etAlTerm: ' and others',
          suffix: ':',
        },
        { element: 'title', case: 'upper', suffix: '.' },
        { element: 'journal', useAbbreviation: false, bold: true, suffix: ',' },
        { element: 'volume', missingText: 'in press', keywordsBefore: 'vol. ', suffix: ',' },
        { element: 'pubdate', parentheses: true },
      ],
      end: '.',
    };
    const template = ReferenceTemplate.parse(input);
    const { style, warnings } = exportCslStyle(template);
    expect(warnings).toEqual([]);
    expect(style).toContain('second-field-align="flush"');
    expect(style).toContain('font-weight="bold"');
    expect(citeproc(style, items)).toEqual(ours(items, template));
    expect(ours([aheadOfPrint], template)[0]).toContain('vol. in press');
  });

  it('lists what CSL cannot say: name normalisation, PII, subtitle removal', () => {
    const template = ReferenceTemplate.parse({
      name: 'Odd',
      elements: [
        { element: 'author', normalizeAuthorName: true },
        { element: 'title', removeSubtitle: true },
        { element: 'pii' },
      ],
    });
    const { style, warnings } = exportCslStyle(template);
    expect(XMLValidator.validate(style)).toBe(true);
    expect(warnings).toEqual([
      { code: 'export-unsupported-setting', detail: 'author: normalize author names' },
      { code: 'export-unsupported-setting', detail: 'title: remove subtitle' },
      { code: 'export-unsupported-element', detail: 'pii' },
    ]);
  });
});
