import { describe, expect, it } from 'vitest';
import { wrapAt } from '../test-support/wrap-at.ts';
import { continuesReference } from './reference-line-boundary.ts';
import { startEvidence } from './split-boundary-evidence.ts';
import { startsAfterFullLine } from './split-boundary-score.ts';
import { splitReferenceList } from './split-reference-list.ts';

// Wrapped lists without blank lines where a reference ends on a full line: the end of the one and the start of the
// next must tell. Each case is a pair from one field's habits, wrapped at widths where the splitter before these
// rules joined or cut it.
const AROUND = {
  before: [
    'Smith, J. (2001). A history of rivers and the towns along them. Oxford University Press, Oxford, 2001.',
    'Brown, K. L., & Green, M. (2003). Lakes and their margins: a study of shores. Journal of Lakes, 12, 1-9.',
  ],
  after: [
    'Lee, A. (1999). Counting fish in the Winter Workshop. Journal of Fisheries, 4, 22-31.',
    'Nowak, Anna, Jan Kowalski, and Piotr Lis. 2019. Rivers of the north. Warsaw: Lake Press.',
  ],
};

const CASES: { rule: string; pair: [string, string]; widths: number[] }[] = [
  {
    rule: 'surnames in capitals with given names (French)',
    pair: [
      'Girard, Paul. 1987. Les moulins de la Loire. Tours: Presses de la Loire, 1987, p. 212.',
      'MARTIN Claire, DUBOIS Paul, « Les villes du fleuve », Revue d’histoire urbaine, n° 12, 2004, p. 33-58.',
    ],
    widths: [44, 45, 46, 47],
  },
  {
    rule: 'surnames in capitals with bracketed initials',
    pair: [
      'Girard, Paul. 1987. Les moulins de la Loire et leurs meuniers. Tours: Presses universitaires.',
      'LEROY (J.), FAURE (A.), 2001, Les marchés ruraux au XIXe siècle, Lyon, Presses universitaires de Lyon.',
    ],
    widths: [46, 48, 50, 53, 55],
  },
  {
    rule: 'a bracketed list number after a reference without a year',
    pair: [
      '———. Le pays des rivières et des lacs du nord. Vol. 3 of Œuvres complètes.',
      '[14] Anna Berg, Lars Holm, and Erik Lund. On the counting of lakes. Nordic Journal of Hydrology, 1999.',
    ],
    widths: [74, 76, 78, 80],
  },
  {
    rule: 'a publisher and its place with a state’s code go on',
    pair: [
      'Hall, R. (1995). Rivers and lakes of the western plains. In Proceedings of the Conference on Water, pages 11-19. Academic Press, San Diego, CA.',
      'Carter, Lucy. 1990. Mills. London: Mill Press.',
    ],
    widths: [56, 58, 60],
  },
  {
    rule: 'a publisher’s word ends one; a surname inverted keeps its particle last (Portuguese)',
    pair: [
      'Gray, Thomas. 1990. A History of Mills in the Valleys of the North. Oxford: Blackwell Publishers.',
      'Souza, Maria de. Os rios do Brasil e as suas cidades. São Paulo: Ática, 1987.',
    ],
    widths: [51, 53, 55],
  },
  {
    rule: 'Vancouver names without their commas',
    pair: [
      'Gray, Thomas. 1990. A History of Mills in the Valleys of the North. Oxford: Blackwell Publishers.',
      'Kim HS Park JY Lee SM. Seasonal variation of river temperature. J Hydrol. 2010;12:1-9.',
    ],
    widths: [51, 52],
  },
  {
    rule: 'a date cut from its day goes on',
    pair: [
      'Brown, Alice. 2012. "Rivers in Print and the Long Decline of the Regional Press". The Bookseller, 14 March. Online: http://example.org/rivers-in-print',
      'Carter, Lucy. 1990. Mills. London: Mill Press.',
    ],
    widths: [50, 52, 54, 56],
  },
  {
    rule: 'a place with its state’s code ends one; "Given Surname and Given M. Surname." starts one',
    pair: [
      'Gray, Thomas. 1990. A History of Mills in the Valleys of the North. Chicago, IL.',
      'Jorge Amado and Lucia M. Pires. Rivers of Bahia. Salvador: Editora.',
    ],
    widths: [80, 82, 84, 86],
  },
];

describe('splitReferenceList: wrapped lists whose references end on a full line, from several fields', () => {
  for (const { rule, pair, widths } of CASES) {
    it(`splits as given: ${rule}`, () => {
      const references = [...AROUND.before, ...pair, ...AROUND.after];
      for (const width of widths) {
        const text = references.map((reference) => wrapAt(reference, width)).join('\n');
        expect(splitReferenceList(text).entries.map((entry) => entry.text)).toEqual(references);
      }
    });
  }
});

describe('startEvidence and startsAfterFullLine: rules on a line’s start', () => {
  it('takes the dash for repeated authors as near certain, above any name', () => {
    expect(startEvidence('———. The Lakes of the North. Translated by Anna Berg.')).toBeGreaterThan(
      startEvidence('Smith, J. A., & Lee, K. (2001). Lakes.'),
    );
  });

  it('weighs a second author’s full name or a quoted title after "Surname, Given," as an author start', () => {
    expect(startEvidence('Renner, Karl, and Walter M. Stein, (1991). The upper valleys.')).toBe(3);
    expect(startEvidence('Holm, Anna Maria, ‘The Upper Valleys’, Journal of Alpine Studies')).toBe(3);
    expect(startEvidence('Ferreira, Paulo, The Rivers of Minas, Belo Horizonte, 1988.')).toBe(3);
    expect(startEvidence('Carter, Ronald and John M. Hale, eds. The History of Rivers.')).toBe(3);
    // A journal's name reads the same but for what follows its second comma.
    expect(startEvidence('Brain, Behavior, and Immunity 12, 1-9.')).toBeLessThan(3);
  });

  it('takes a bullet for a list item’s mark, as a bracketed number', () => {
    expect(startEvidence('• Holm, Anna, Lars Berg, Erik Lund. Counting lakes.')).toBe(
      startEvidence('[12] Holm, Anna, Lars Berg, Erik Lund. Counting lakes.'),
    );
  });

  it('does not let the rules of unwrapped lists start a line that reads as the middle of a reference', () => {
    expect(
      startsAfterFullLine(
        'Lee, A. “Counting fish,” Computer Vision and Pattern Recognition, 1997.',
        'Proceedings., 1997 IEEE Computer Society Conference on, IEEE, 1997, pp. 1-9.',
        -2,
      ),
    ).toBe(false);
  });

  it('reads a month with a full stop or a year at a line’s start as a date going on, not "May" (a surname)', () => {
    expect(continuesReference('March. Online: http://example.org/rivers')).toBe(true);
    expect(continuesReference('June 1987. Technical report 12.')).toBe(true);
    expect(continuesReference('May 2010 Rivers of the north.')).toBe(false);
  });
});

describe('startEvidence: "Author: Title. In: …" (German style) is no place and publisher', () => {
  it('lets a line of an author, a colon, a title and "In:" start a reference', () => {
    expect(startEvidence('Karl Berger: Flussauen. In: M. Weber (Hrsg.): Handbuch der Landschaft.')).toBe(0);
    expect(startEvidence('Berlin: Springer, 1999.')).toBe(-2);
  });
});
