import type { CslItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { captionedPageRange } from './captioned-page-range.ts';

function read(source: string, page: string): string | undefined {
  const item: CslItem = { id: '1', type: 'paper-conference', page };
  captionedPageRange(source, item);
  return item.page;
}

describe('captionedPageRange', () => {
  it('completes a first page with the rest of its captioned range', () => {
    const source =
      'Webb, G. (1993). Decision lists. In Proceedings of the Workshop, pp. 6-10 Melbourne, Australia.';
    expect(read(source, '6')).toBe('6-10');
    expect(read('Reiser, H.: Erziehungshilfe. Göttingen 2008, S. 651 -668', '651')).toBe('651-668');
  });

  it('leaves a range, a page without a captioned range and another number alone', () => {
    expect(read('Lee K. Tides. Sea, pp. 6-10.', '6-10')).toBe('6-10');
    expect(read('Lee K. Tides. Sea, p. 6, 1-10.', '6')).toBe('6');
    expect(read('Lee K. Tides. Sea 6, pp. 16-20.', '6')).toBe('6');
    // An initial "S." or a possessive's "s" is no caption.
    expect(read('Lee, S. 12-15 May 2003. Tides. Paper presented at the Sea Meeting, p. 12.', '12')).toBe(
      '12',
    );
    expect(read("Lee K. Children's 3-5 year olds. J Sea 2001;3:3.", '3')).toBe('3');
  });
});
