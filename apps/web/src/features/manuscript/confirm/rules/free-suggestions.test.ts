import { type HighlightRange, MANUSCRIPT_STEPS } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { freeSuggestions } from './free-suggestions.ts';

const texts = new Map([
  ['a', 'Background one. Methods two. Results three. Conclusion four.'],
  ['h', '6. Conclusions'],
  ['d', 'Discussion text. In conclusion, birds fly.'],
]);
const textOf = (block: string) => texts.get(block);
const range = (step: HighlightRange['step'], block: string, start: number, end: number): HighlightRange => ({
  step,
  block,
  start,
  end,
});
const free = (step: HighlightRange['step'], suggested: HighlightRange[], stored: HighlightRange[]) =>
  freeSuggestions(step, suggested, stored, MANUSCRIPT_STEPS, textOf);

describe('freeSuggestions', () => {
  it('cuts another step’s confirmed sentence out of a suggestion that wraps it', () => {
    const methods = range('abstract.methods', 'a', 16, 28);
    expect(free('abstract.results', [range('abstract.results', 'a', 16, 60)], [methods])).toEqual([
      range('abstract.results', 'a', 29, 60),
    ]);
    expect(free('abstract.results', [range('abstract.results', 'a', 0, 43)], [methods])).toEqual([
      range('abstract.results', 'a', 0, 15),
      range('abstract.results', 'a', 29, 43),
    ]);
  });

  it('offers nothing when all the suggested text belongs to other steps', () => {
    const title = range('front.title', 'a', 0, 60);
    expect(free('front.authors', [range('front.authors', 'a', 0, 15)], [title])).toEqual([]);
  });

  it('does not offer the conclusions the whole discussion the author confirmed', () => {
    const stored = [range('main.discussion', 'h', 0, 14), range('main.discussion', 'd', 0, 42)];
    const suggested = [range('main.conclusions', 'h', 0, 14), range('main.conclusions', 'd', 0, 42)];
    expect(free('main.conclusions', suggested, stored)).toEqual([]);
  });

  it('still offers a conclusions sentence inside a longer discussion', () => {
    const stored = [range('main.discussion', 'd', 0, 42)];
    expect(free('main.conclusions', [range('main.conclusions', 'd', 17, 42)], stored)).toEqual([
      range('main.conclusions', 'd', 17, 42),
    ]);
  });

  it('splits a conclusions suggestion at the discussion’s end, the whole discussion left out', () => {
    const stored = [range('main.discussion', 'd', 0, 16)];
    expect(free('main.conclusions', [range('main.conclusions', 'd', 0, 42)], stored)).toEqual([
      range('main.conclusions', 'd', 17, 42),
    ]);
    const longer = [range('main.discussion', 'd', 0, 16), range('main.discussion', 'h', 0, 14)];
    expect(free('main.conclusions', [range('main.conclusions', 'd', 0, 42)], longer)).toEqual([
      range('main.conclusions', 'd', 0, 16),
      range('main.conclusions', 'd', 17, 42),
    ]);
  });
});
