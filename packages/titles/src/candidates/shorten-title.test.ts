import { describe, expect, it } from 'vitest';
import { shortenTitle } from './shorten-title.ts';

describe('shortenTitle', () => {
  it('leaves a title within the limits alone', () => {
    expect(shortenTitle('Heat for back pain', { maxTitleWords: 10 })).toBe('Heat for back pain');
  });

  it('drops trailing qualifiers at a connector, never leaving a dangling word', () => {
    const title = 'Effect of local heat on chronic low back pain in adult nurses working night shifts';
    expect(shortenTitle(title, { maxTitleWords: 9 })).toBe('Effect of local heat on chronic low back pain');
    expect(shortenTitle(title, { maxTitleChars: 30 })).toBe('Effect of local heat');
  });

  it('drops the subtitle when the main title alone fits', () => {
    expect(
      shortenTitle('Local heat for chronic back pain: a randomized controlled trial', { maxTitleWords: 6 }),
    ).toBe('Local heat for chronic back pain');
  });

  it('cuts at whole words when there is no connector to cut at', () => {
    expect(shortenTitle('Zinc copper iron manganese selenium chromium', { maxTitleWords: 3 })).toBe(
      'Zinc copper iron',
    );
  });
});
