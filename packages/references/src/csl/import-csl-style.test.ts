import { type CslItem, ReferenceTemplate } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { formatReference } from '../format/format-reference.ts';
import { CITATION_PRESETS } from '../presets/citation-presets.ts';
import { readSharedData } from '../test-support/shared-data.ts';
import { CSL_WARNING_CODES } from './csl-warning.ts';
import { cslWarningText } from './csl-warning-text.ts';
import { exportCslStyle } from './export-csl-style.ts';
import { importCslStyle } from './import-csl-style.ts';

const article: CslItem = {
  id: '1',
  type: 'article-journal',
  author: [
    { family: 'Smith', given: 'John A' },
    { family: 'Jones', given: 'Kim' },
    { family: 'Lee', given: 'Ann' },
  ],
  title: 'A study of things',
  'container-title': 'Journal of Things',
  'container-title-short': 'J Things',
  issued: { 'date-parts': [[2020, 3, 5]] },
  volume: '12',
  issue: '3',
  page: '123-129',
  DOI: '10.1/x',
  PMID: '123',
};

const style = (macros: string, layout: string, attrs = '') => `<?xml version="1.0" encoding="utf-8"?>
<style xmlns="http://purl.org/net/xbiblio/csl" class="in-text" version="1.0" ${attrs}>
  <info><title>Lab style</title><id>x</id><updated>2026-01-01T00:00:00Z</updated></info>
  ${macros}
  <citation><layout><text variable="citation-number"/></layout></citation>
  <bibliography><layout suffix=".">${layout}</layout></bibliography>
</style>`;

const text = (template: ReferenceTemplate | undefined) =>
  template ? formatReference(article, template).text : undefined;

describe('importCslStyle', () => {
  it('never throws: broken XML, another XML document and a style without bibliography give warnings only', () => {
    expect(importCslStyle('<style><bibliography>')).toMatchObject({
      template: undefined,
      warnings: [{ code: 'invalid-xml' }],
    });
    expect(importCslStyle('<html><body/></html>')).toEqual({
      template: undefined,
      warnings: [{ code: 'not-a-csl-style' }],
    });
    expect(importCslStyle('<style><citation><layout/></citation></style>')).toEqual({
      template: undefined,
      warnings: [{ code: 'no-bibliography' }],
    });
    expect(importCslStyle('')).toMatchObject({ template: undefined });
  });

  it('maps macros, groups and delimiters, names options, text case, fonts, dates, labels and page ranges', () => {
    const macros = `
      <macro name="authors">
        <names variable="author">
          <name name-as-sort-order="all" sort-separator=", " initialize-with=". " delimiter=", " and="symbol"
                delimiter-precedes-last="always" et-al-min="6" et-al-use-first="3"/>
        </names>
      </macro>
      <macro name="when"><date variable="issued" prefix="(" suffix=")"><date-part name="year"/></date></macro>`;
    const layout = `
      <text macro="authors" suffix=" "/>
      <text macro="when" suffix=". "/>
      <text variable="title" text-case="title" suffix=". "/>
      <group delimiter=", ">
        <text variable="container-title" font-style="italic"/>
        <group><text variable="volume" font-weight="bold"/><text variable="issue" prefix="(" suffix=")"/></group>
        <group delimiter=" "><label variable="page" form="short"/><text variable="page"/></group>
      </group>
      <text variable="URL" prefix=". "/>`;
    const { template, warnings } = importCslStyle(style(macros, layout, 'page-range-format="expanded"'));
    expect(template?.name).toBe('Lab style');
    expect(template?.elements.map((element) => element.element)).toEqual([
      'author',
      'pubdate',
      'title',
      'journal',
      'volume',
      'issue',
      'page',
    ]);
    expect(template?.elements[3]).toMatchObject({ italic: true, useAbbreviation: false });
    expect(template?.elements[4]).toMatchObject({ bold: true });
    expect(template?.elements[6]).toMatchObject({ keywordsBefore: 'pp. ', singlePageKeyword: 'p. ' });
    expect(text(template)).toBe(
      'Smith, J. A., Jones, K., & Lee, A. (2020). A Study of Things. Journal of Things, 12(3), pp. 123–129.',
    );
    expect(warnings).toEqual([{ code: 'unsupported-variable', detail: 'URL' }]);
  });

  it('reads conditions for a journal article and lists what it cannot map', () => {
    const layout = `
      <choose>
        <if type="book"><text variable="publisher"/></if>
        <else-if variable="DOI"><text variable="title"/><text variable="DOI" prefix=" doi:"/></else-if>
        <else><text variable="URL"/></else>
      </choose>
      <text macro="missing"/>
      <names variable="editor"/>`;
    const { template, warnings } = importCslStyle(style('', layout));
    expect(template?.elements.map((element) => element.element)).toEqual(['title', 'doi']);
    expect(warnings).toEqual([
      { code: 'unsupported-condition', detail: 'type' },
      { code: 'unknown-macro', detail: 'missing' },
      { code: 'unsupported-variable', detail: 'editor' },
    ]);
    expect(text(template)).toBe('A study of things doi:10.1/x.');
  });

  it('gives back every preset from its exported style (the same text for a complete article)', () => {
    for (const preset of CITATION_PRESETS) {
      const original = ReferenceTemplate.parse(preset.template);
      const { template, warnings } = importCslStyle(exportCslStyle(original).style);
      // The exported per-type layouts (books, web pages…) come back whole from the style's layouts comment.
      expect(warnings, preset.id).toEqual([]);
      expect(template?.layouts, preset.id).toEqual(original.layouts);
      expect(text(template), preset.id).toBe(text(original));
    }
  }, 60_000);

  it('imports real styles: NLM citation-sequence and IEEE', () => {
    const read = (file: string) => readSharedData(`journals/csl-styles/${file}`).toString('utf8');
    expect(text(importCslStyle(read('nlm-citation-sequence.csl')).template)).toBe(
      '1.\tSmith JA, Jones K, Lee A. A study of things. J Things. 2020 Mar 5;12(3):123–9. doi:10.1/x PubMed PMID: 123.',
    );
    expect(text(importCslStyle(read('ieee.csl')).template)).toBe(
      '[1]\tJ. A. Smith, K. Jones, and A. Lee, “A study of things,” J. Things, vol. 12, no. 3, pp. 123–129, Mar. 2020, doi: 10.1/x.',
    );
  });

  it('has an English line for every warning code', () => {
    for (const code of CSL_WARNING_CODES)
      expect(cslWarningText({ code, detail: 'x' })).toMatch(/^[A-Z].+\.$/);
  });
});
