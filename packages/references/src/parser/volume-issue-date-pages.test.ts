import { describe, expect, it } from 'vitest';
import { parseReferenceString } from './parse-reference-string.ts';

// Issue 18: "Operations Research 36, 3 (1988), 454-469" gave volume 3 (the physics "volume (year) page" rule).
describe('volume, issue (date), pages', () => {
  it('reads the volume and the issue before a bracketed date, and the pages after it', () => {
    for (const [text, volume, issue, page] of [
      ['Reiman M. An approximation. Operations Research 36, 3 (1988), 454-469.', '36', '3', '454-469'],
      [
        'Wright, A. K. Polymorphism. Lisp and Symbolic Computation 8, 4 (Dec. 1995), 343-356.',
        '8',
        '4',
        '343-356',
      ],
      ['Mufti, M. ‘Potential’, Government and Opposition, 50: 3 (2015), 394-419.', '50', '3', '394-419'],
      ['Stortz, M. E., ‘Beyond Justice’, Word & World XIV:4 (1994), 409-418.', 'XIV', '4', '409-418'],
      [
        'Head S. “A founder.” Journal of Broadcasting, Vol. 50, No. 3 (2006), 557- 566.',
        '50',
        '3',
        '557-566',
      ],
      ['Smith, J. “Title.” Journal of Politics 21, no. 4 (January 1950): 482.', '21', '4', '482'],
      [
        'G. C., “Cycles”, in Economic and Political Weekly, 28, 3/4 (Jan. 16-23, 1993), pp. 111-120.',
        '28',
        '3/4',
        '111-120',
      ],
    ] as const) {
      expect(parseReferenceString(text, '1'), text).toMatchObject({ volume, issue, page });
    }
  });

  it('leaves a volume and page before the year alone (Nature) and volume (year) page (physics)', () => {
    expect(parseReferenceString('Smith J. Title. Nature 521, 436 (2015).', '1')).toMatchObject({
      volume: '521',
      page: '436',
    });
    const physics = parseReferenceString('S. Weinberg, Phys. Rev. D 88 (2013) 10.', '1');
    expect(physics).toMatchObject({ volume: '88', page: '10' });
    expect(physics.issue).toBeUndefined();
  });
});
