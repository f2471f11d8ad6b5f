import type { HighlightRange, Manuscript } from '@galley/contracts';
import { readConfirmHtml, renderConfirmHtml } from '@galley/manuscript';
import { describe, expect, it } from 'vitest';
import { paragraph } from '../rules/paragraph-fixture.ts';
import { applyHighlights } from './apply-highlights.ts';
import { blockRoles } from './block-roles.ts';
import { dropBlockGaps } from './drop-block-gaps.ts';
import { inertLinks } from './inert-links.ts';
import { stripHighlights } from './strip-highlights.ts';

const manuscript: Manuscript = {
  blocks: [
    paragraph('p1', 'A <bold> title & more', { spans: [{ start: 4, end: 10, bold: true }] }),
    paragraph('p2', 'Methods\u00a0were used.', { inlines: [{ kind: 'note', at: 7, note: 'n1' }] }),
    {
      type: 'table',
      id: 't1',
      rows: [
        {
          cells: [
            { rowSpan: 1, colSpan: 1, blocks: [paragraph('c1', 'cell', { origin: 'table', table: 't1' })] },
          ],
        },
      ],
      notes: ['p3'],
      title: 'p0',
    },
    paragraph('p3', 'Note. p < .05', { tableRole: 'table.annotation' }),
  ],
  notes: [],
  citations: [],
  warnings: [],
};

const ranges: HighlightRange[] = [
  { step: 'front.title', block: 'p1', start: 2, end: 15 },
  { step: 'main.materials_and_methods', block: 'p2', start: 0, end: 18 },
  { step: 'declaration.funding', block: 'p2', start: 8, end: 12 },
];

describe('applyHighlights', () => {
  const base = renderConfirmHtml(manuscript);

  it('draws ranges that readConfirmHtml reads back exactly, text unchanged, across formatting and notes', () => {
    const html = applyHighlights(base, ranges, 'front.title');
    const read = readConfirmHtml(html);
    expect(read.highlights).toEqual(ranges);
    expect(read.texts).toEqual(readConfirmHtml(base).texts);
  });

  it('gives the current step data-current and a delete control per range, other steps only data-step', () => {
    const html = applyHighlights(base, ranges, 'front.title');
    expect(html).toContain('id="highlight-delete-front.title-0"');
    expect(html).not.toContain('highlight-delete-main.materials_and_methods');
    expect(html.match(/data-current=""/g)?.length).toBeGreaterThan(0);
    expect(html).toContain('data-step="declaration.funding"');
  });

  it('numbers each step’s ranges in order, as renderConfirmHtml does', () => {
    const two: HighlightRange[] = [
      { step: 'front.affiliations', block: 'p1', start: 0, end: 1 },
      { step: 'front.affiliations', block: 'p2', start: 0, end: 7 },
    ];
    const html = applyHighlights(base, two);
    expect(html).toContain('data-highlight-container-front.affiliations-1=""');
    expect(readConfirmHtml(html).highlights).toEqual(
      readConfirmHtml(renderConfirmHtml(manuscript, two)).highlights,
    );
  });

  it('redraws from stored HTML: old spans are stripped, not nested twice', () => {
    const stored = renderConfirmHtml(manuscript, ranges);
    expect(stripHighlights(stored)).toBe(base);
    const again = applyHighlights(stored, ranges.slice(0, 1));
    expect(readConfirmHtml(again).highlights).toEqual(ranges.slice(0, 1));
    expect(stripHighlights(applyHighlights(base, ranges, 'front.title'))).toBe(base);
  });

  it('skips empty ranges', () => {
    const html = applyHighlights(
      base,
      [{ step: 'front.title', block: 'p1', start: 3, end: 3 }],
      'front.title',
    );
    expect(readConfirmHtml(html).highlights).toEqual([]);
  });
});

describe('blockRoles', () => {
  it('marks table cells and table titles/notes as table, body paragraphs not', () => {
    const roles = blockRoles(renderConfirmHtml(manuscript));
    expect(roles.get('p1')).toEqual({ table: false, tableTitle: false });
    expect(roles.get('c1')?.table).toBe(true);
    expect(roles.get('p3')).toEqual({ table: true, tableTitle: false });
  });
});

describe('inertLinks', () => {
  it('keeps a link’s text and look but not its target', () => {
    const html =
      '<p data-block="p1">See <a href="https://example.org">this</a> and <a class="x" href="#b">that</a></p>';
    const inert = inertLinks(html);
    expect(inert).not.toMatch(/\shref=/);
    expect(inert).toContain('data-href="https://example.org"');
    expect(readConfirmHtml(inert).texts).toEqual(readConfirmHtml(html).texts);
  });
});

describe('dropBlockGaps', () => {
  it('drops the newlines between blocks, not those inside one', () => {
    const html = renderConfirmHtml(manuscript);
    const tight = dropBlockGaps(html.replace('Methods', 'Meth\nods'));
    expect(tight).not.toMatch(/<\/p>\s+<p/);
    expect(tight).toContain('Meth\nods');
    expect(readConfirmHtml(tight).texts).toEqual(readConfirmHtml(html.replace('Methods', 'Meth\nods')).texts);
  });
});
