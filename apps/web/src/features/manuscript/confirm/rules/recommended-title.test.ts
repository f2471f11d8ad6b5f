import type { HighlightRange, Manuscript } from '@galley/contracts';
import { renderConfirmHtml } from '@galley/manuscript';
import { describe, expect, it } from 'vitest';
import { boardDocument } from './board-context.ts';
import { paragraph } from './paragraph-fixture.ts';
import { recommendedTitle } from './recommended-title.ts';

const manuscript: Manuscript = {
  blocks: [paragraph('p1', 'A study'), paragraph('p2', 'of birds'), paragraph('p3', 'Birds fly.')],
  notes: [],
  citations: [],
  warnings: [],
};
const document = boardDocument(renderConfirmHtml(manuscript));
const title: HighlightRange[] = [
  { step: 'front.title', block: 'p1', start: 0, end: 7 },
  { step: 'front.title', block: 'p2', start: 0, end: 8 },
];

describe('recommendedTitle (the title step text the board did not highlight)', () => {
  it('is null when nothing is stored or it is the highlighted title, whitespace aside', () => {
    for (const stored of [undefined, '', '  ', 'A study of birds', ' A  study\nof birds '])
      expect(recommendedTitle(stored, title, document)).toBeNull();
  });

  it('is the stored text, tidied, when it differs from the highlights (or nothing is highlighted)', () => {
    expect(recommendedTitle(' Why birds fly:  a study ', title, document)).toBe('Why birds fly: a study');
    expect(recommendedTitle('A study of birds', [], document)).toBe('A study of birds');
  });
});
