import { describe, expect, it } from 'vitest';
import { morePages } from './more-pages.ts';
import { parseReferenceString } from './parse-reference-string.ts';

describe('morePages', () => {
  it('reads further pages and ranges listed after the first', () => {
    expect(morePages(', 171-172, 1980.')).toBe(', 171-172');
    expect(morePages(', 29.')).toBe(', 29');
    expect(morePages(' et 404-413.')).toBe(', 404-413');
  });

  it("reads no year, no number's thousands and no words", () => {
    expect(morePages(', 2001.')).toBe('');
    expect(morePages(',712,959.')).toBe('');
    expect(morePages(', Springer.')).toBe('');
  });

  it('gives a parsed reference both ranges', () => {
    const item = parseReferenceString(
      'Lee, K. Tidal mixing. Journal of Fjords, 13, 27-39, 171-172, 1980.',
      '1',
    );
    expect(item.page).toBe('27-39, 171-172');
  });
});
