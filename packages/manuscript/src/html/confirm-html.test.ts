import { type HighlightRange, STEP_VALUES, type StepValue } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { readDocx } from '../read-docx.ts';
import { readSharedData, sharedManuscripts } from '../test-support/shared-data.ts';
import { paragraphsOf } from '../test-support/walk-model.ts';
import { readConfirmHtml } from './read-confirm-html.ts';
import { renderConfirmHtml } from './render-confirm-html.ts';

const STEPS = STEP_VALUES.filter((step) => step !== 'upload');

/** Deterministic pseudo-random highlights: plain ones, ones nested inside others, ones crossing formats. */
function makeHighlights(paragraphs: { id: string; text: string }[], seed: number): HighlightRange[] {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % Math.max(1, n);
  };
  const ranges: HighlightRange[] = [];
  const candidates = paragraphs.filter((p) => p.text.length > 3);
  for (let i = 0; i < Math.min(60, candidates.length); i++) {
    const paragraph = candidates[next(candidates.length)];
    if (!paragraph) continue;
    const start = next(paragraph.text.length - 1);
    const end = start + 1 + next(paragraph.text.length - start);
    const step = STEPS[next(STEPS.length)] as StepValue;
    ranges.push({ step, block: paragraph.id, start, end });
    if (end - start > 4 && i % 3 === 0)
      ranges.push({ step: 'main.conclusions', block: paragraph.id, start: start + 1, end: end - 1 });
  }
  return ranges;
}

const byStepThenOrder = (ranges: HighlightRange[]) =>
  STEPS.flatMap((step) => ranges.filter((range) => range.step === step));

describe.each(sharedManuscripts())('confirm-board HTML of %s', (file) => {
  const manuscript = readDocx(readSharedData(file));
  const paragraphs = manuscript.blocks.flatMap(paragraphsOf);

  it('holds each block with its exact text, so HTML offsets are model offsets', () => {
    const { texts } = readConfirmHtml(renderConfirmHtml(manuscript));
    for (const paragraph of paragraphs) expect(texts.get(paragraph.id) ?? '').toBe(paragraph.text);
  });

  it('round-trips highlights exactly (ranges → HTML → ranges)', () => {
    for (const seed of [1, 2, 3]) {
      const highlights = makeHighlights(paragraphs, seed);
      const html = renderConfirmHtml(manuscript, highlights);
      expect(readConfirmHtml(html).highlights).toEqual(byStepThenOrder(highlights));
    }
  });

  it('marks tables, and tags their titles and notes', () => {
    const html = renderConfirmHtml(manuscript);
    const tables = manuscript.blocks.filter((b) => b.type === 'table');
    expect(html.match(/<table data-block="t\d+" data-table="true">/g) ?? []).toHaveLength(tables.length);
    for (const table of tables) {
      if (table.title) expect(html).toContain(`<p data-block="${table.title}" data-tag="table.title"`);
      for (const note of table.notes)
        expect(html).toContain(`<p data-block="${note}" data-tag="table.annotation"`);
    }
  });
});

describe('readConfirmHtml reads what a browser serialises', () => {
  it('entities, single quotes, extra attributes and void elements', () => {
    const html = `<div><p class='x' data-block='p1'>A&nbsp;&amp;<br><span data-highlight-container-main.results-0 class="hl">b&#x3b1;c</span>d</p></div>`;
    const { highlights, texts } = readConfirmHtml(html);
    expect(texts.get('p1')).toBe('A\u00a0&b\u03b1cd');
    expect(highlights).toEqual([{ step: 'main.results', block: 'p1', start: 3, end: 6 }]);
  });
});
