import type { HighlightRange } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { titleAboveByline } from './title-above-byline.ts';

const range = (step: HighlightRange['step'], block: string): HighlightRange => ({
  step,
  block,
  start: 0,
  end: 5,
});
const order = ['p1', 'p2', 'p3', 'p4'];

describe('titleAboveByline', () => {
  it('leaves the line right above the affiliations out of a title suggestion', () => {
    const title = [range('front.title', 'p1'), range('front.title', 'p2')];
    const tags = [...title, range('front.affiliations', 'p3')];
    expect(titleAboveByline('front.title', title, tags, order)).toEqual([title[0]]);
  });

  it('keeps a title over two lines when the byline comes between it and the affiliations', () => {
    const title = [range('front.title', 'p1'), range('front.title', 'p2')];
    const tags = [...title, range('front.authors', 'p3'), range('front.affiliations', 'p4')];
    expect(titleAboveByline('front.title', title, tags, order)).toEqual(title);
  });

  it('never empties the title, and touches no other step', () => {
    const title = [range('front.title', 'p2')];
    const tags = [...title, range('front.affiliations', 'p3')];
    expect(titleAboveByline('front.title', title, tags, order)).toEqual(title);
    const authors = [range('front.authors', 'p1'), range('front.authors', 'p2')];
    expect(titleAboveByline('front.authors', authors, tags, order)).toEqual(authors);
  });
});
