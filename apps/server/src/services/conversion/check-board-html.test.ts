import type { HighlightRange } from '@galley/contracts';
import { readDocx, renderConfirmHtml } from '@galley/manuscript';
import { describe, expect, it } from 'vitest';
import { buildDocx, p } from '../../../../../packages/manuscript/src/test-support/build-docx.ts';
import { BoardRefusal } from './board-refusal.ts';
import { checkBoardHtml } from './check-board-html.ts';
import { isOneArea } from './one-area.ts';

const manuscript = readDocx(
  buildDocx({
    body: [
      p('Soil microbes and the carbon cycle'),
      p('Jane Doe, John Roe'),
      p(''),
      p('Introduction'),
      p('Microbes matter for the carbon cycle.'),
      p('Discussion'),
      p('Warming speeds carbon loss. We conclude so.'),
    ].join(''),
  }),
);
const id = (n: number) => manuscript.blocks[n]?.id ?? '';
const range = (step: HighlightRange['step'], n: number, start: number, end: number): HighlightRange => ({
  step,
  block: id(n),
  start,
  end,
});

function refusal(work: () => unknown): BoardRefusal {
  try {
    work();
  } catch (error) {
    if (error instanceof BoardRefusal) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('checkBoardHtml', () => {
  it('reads the highlights of the board HTML back, empty containers cleared', () => {
    const ranges = [
      range('front.title', 0, 0, 34),
      range('main.introduction', 4, 0, 10),
      range('front.authors', 1, 3, 3),
    ];
    expect(checkBoardHtml(renderConfirmHtml(manuscript, ranges), manuscript)).toEqual(ranges.slice(0, 2));
  });

  it('refuses altered or missing text as the spec save failure', () => {
    const html = renderConfirmHtml(manuscript);
    for (const altered of [
      html.replace('Microbes matter', 'Microbes mattered'),
      html.replace(/<p data-block="[^"]+">Jane Doe, John Roe<\/p>/, ''),
    ]) {
      const error = refusal(() => checkBoardHtml(altered, manuscript));
      expect(error.toBody()).toMatchObject({
        code: 'text_altered',
        detail: 'Error : failed to update conversion data',
      });
    }
  });

  it('allows conclusions over the discussion, refuses the title over the authors', () => {
    const allowed = [range('main.discussion', 6, 0, 43), range('main.conclusions', 6, 28, 43)];
    expect(checkBoardHtml(renderConfirmHtml(manuscript, allowed), manuscript)).toHaveLength(2);
    const error = refusal(() =>
      checkBoardHtml(
        renderConfirmHtml(manuscript, [range('front.title', 1, 0, 8), range('front.authors', 1, 0, 18)]),
        manuscript,
      ),
    );
    expect(error.statusCode).toBe(400);
    expect(error.toBody()).toMatchObject({
      code: 'forbidden_overlap',
      steps: ['front.title', 'front.authors'],
    });
  });
});

describe('isOneArea', () => {
  it('one drag over consecutive paragraphs (empty ones between do not count), not two apart or two in one block', () => {
    expect(isOneArea([range('front.title', 0, 5, 34), range('front.title', 1, 0, 4)], manuscript)).toBe(true);
    expect(isOneArea([range('front.title', 1, 0, 4), range('front.title', 3, 0, 5)], manuscript)).toBe(true);
    expect(isOneArea([range('front.title', 0, 0, 4), range('front.title', 4, 0, 5)], manuscript)).toBe(false);
    expect(isOneArea([range('front.title', 0, 0, 4), range('front.title', 0, 6, 9)], manuscript)).toBe(false);
  });
});
