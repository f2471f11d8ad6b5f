import type { HighlightRange, Manuscript } from '@galley/contracts';
import { renderConfirmHtml } from '@galley/manuscript';
import { describe, expect, it } from 'vitest';
import { initialHighlights } from './initial-highlights.ts';
import { paragraph } from './paragraph-fixture.ts';

const manuscript: Manuscript = {
  blocks: [
    paragraph('t1', 'Haze of polymer plates'),
    paragraph('t2', 'Test1 Test2'),
    paragraph('t3', 'Engineering Research Center, Ministry of Education, China'),
    paragraph('a1', 'We study haze. Plates were embossed. Haze rose with depth. Depth predicts haze.'),
    paragraph('h6', '6. Conclusions'),
    paragraph('c6', 'The haze can be predicted.'),
  ],
  notes: [],
  citations: [],
  warnings: [],
};
const range = (step: HighlightRange['step'], block: string, start: number, end: number): HighlightRange => ({
  step,
  block,
  start,
  end,
});

describe('initialHighlights: suggestions fitted around confirmed steps', () => {
  it('offers no conclusions when the discussion the author confirmed is that same text', () => {
    const stored = [range('main.discussion', 'h6', 0, 14), range('main.discussion', 'c6', 0, 26)];
    const tags = [range('main.conclusions', 'h6', 0, 14), range('main.conclusions', 'c6', 0, 26)];
    const start = initialHighlights(renderConfirmHtml(manuscript, stored), tags, 'main.conclusions');
    expect(start.autoHighlighted).toBe(false);
    expect(start.highlights).toEqual(stored);
  });

  it('offers results around the methods sentence confirmed inside them', () => {
    const methods = range('abstract.methods', 'a1', 15, 36);
    const tags = [range('abstract.results', 'a1', 15, 79)];
    const start = initialHighlights(renderConfirmHtml(manuscript, [methods]), tags, 'abstract.results');
    expect(start.autoHighlighted).toBe(true);
    expect(start.highlights).toEqual([methods, range('abstract.results', 'a1', 37, 79)]);
  });

  it('stops a title suggestion above the author line', () => {
    const tags = [
      range('front.title', 't1', 0, 22),
      range('front.title', 't2', 0, 11),
      range('front.affiliations', 't3', 0, 57),
    ];
    const start = initialHighlights(renderConfirmHtml(manuscript), tags, 'front.title');
    expect(start.highlights).toEqual([tags[0]]);
  });
});
