import { describe, expect, it } from 'vitest';
import { wrapAt } from '../test-support/wrap-at.ts';
import { startsAfterFullLine } from './split-boundary-score.ts';
import { splitReferenceList } from './split-reference-list.ts';

// A full line (the next word did not fit) is a wrap some twenty times in one: about -3 in log-odds.
const FULL = -3;

describe('startsAfterFullLine: a break after a full line in a wrapped list', () => {
  it('starts a reference where a finished one meets authors', () => {
    expect(
      startsAfterFullLine(
        'Smith, J. (2001). A history of rivers. Oxford University Press, Oxford, 2001.',
        'Brown, K. L., & Green, M. (2003). Lakes and their margins.',
        FULL,
      ),
    ).toBe(true);
  });

  it('goes on after a year inside a title, before a line that is no author list', () => {
    expect(
      startsAfterFullLine(
        'Lee, A. Counting fish. In Proceedings of the Winter Workshop 1994',
        'Spring Conference on Lakes, pages 1-9, 1994.',
        FULL,
      ),
    ).toBe(false);
  });

  it('goes on where an author list broke between a given name and its initials', () => {
    expect(
      startsAfterFullLine('Nowak, Anna, Jan Kowalski, Maria', 'B. Zielinska, and Piotr Lis. 2019.', FULL),
    ).toBe(false);
  });

  it('goes on where an author list broke after four initials ("…, E.C.T.H." / "Tan, H.J. …")', () => {
    expect(
      startsAfterFullLine(
        'de Boer, L., W.J.G. Maas, A.A.J. Verhoef, E.C.T.H.',
        'Tan, H.J. ter Horst, A. Gerrits, T. Hendriks, and K. Bos. 2001. Nerve repair.',
        FULL,
      ),
    ).toBe(false);
  });

  it('starts a reference at initials, a surname and an author-date year ("V. Okoye (1987): …")', () => {
    expect(
      startsAfterFullLine(
        'Lindqvist, P. Tidal channels of the northern coast. Technical report, Coastal Institute.',
        'V. Okoye (1987): Sediment transport in slow rivers and other channels',
        FULL,
      ),
    ).toBe(true);
  });

  it('starts a reference at an author list joined in its own language or at initials before a quoted title', () => {
    const before = 'Lindqvist, P. Tidal channels of the northern coast. Coastal Institute, Malmo.';
    expect(startsAfterFullLine(before, 'Brandt, Katrin und Lena Vogel (2004): Flüsse im Norden', FULL)).toBe(
      true,
    );
    expect(
      startsAfterFullLine(before, 'E. Okoye. “Tides and the sediments they carry,” Coastal Review', FULL),
    ).toBe(true);
  });

  it('starts a reference at two authors with initials after a publisher without its full stop', () => {
    expect(
      startsAfterFullLine(
        'Lindqvist, P. 1978. Tidal channels of the northern coast. Malmo: Fenwick och Hale',
        'R. Okafor and M. Lind. Routing packets on shared links in coastal stations',
        -3.5,
      ),
    ).toBe(true);
  });

  it('goes on after a comma, whatever the line looks like', () => {
    expect(startsAfterFullLine('Lee, A. Counting fish. Lakes 12,', 'Brown, K. L. (2003). Lakes.', FULL)).toBe(
      false,
    );
  });
});

describe('splitReferenceList: wrapped lists whose reference ends on a full line', () => {
  const references = [
    'Smith, J. (2001). A history of rivers and the towns along them. Oxford University Press, Oxford, 2001.',
    'Brown, K. L., & Green, M. (2003). Lakes and their margins: a study of shores. Journal of Lakes, 12, 1-9.',
    'Lee, A. (1999). Counting fish in the Winter Workshop. In Proceedings of the Winter Workshop 1994 Spring Conference on Lakes, pages 1-9.',
    'Nowak, Anna, Jan Kowalski, and Piotr Lis. 2019. Rivers of the north. Warsaw: Lake Press.',
  ];

  it('splits them as given at several widths', () => {
    for (const width of [50, 56, 60, 64, 70, 80]) {
      const text = references.map((reference) => wrapAt(reference, width)).join('\n');
      expect(splitReferenceList(text).entries.map((entry) => entry.text)).toEqual(references);
    }
  });
});
