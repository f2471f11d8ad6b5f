import { describe, expect, it } from 'vitest';
import { parseReferenceString } from './parse-reference-string.ts';

// Issue 18: "175(7):4769–76," was read as volume "4769–76" with no pages.
describe('volume(issue):pages', () => {
  it('reads volume, issue and pages whatever the tagger made of them', () => {
    for (const [text, volume, issue, page] of [
      ['Smith J. A title of a paper. J Immunol. 2005;175(7):4769–76.', '175', '7', '4769-76'],
      [
        '[62] L. Hormander. Fourier integral operators. I. Acta mathematica, 127(1):79–183, 1971.',
        '127',
        '1',
        '79-183',
      ],
      ['Schulman JE, Doe A. Pelvic ring fractures. J Trauma 68(4): 930–934, 2010.', '68', '4', '930-934'],
      ['Jack CR, Knopman DS. A model. Lancet Neurol. 2010;9(1):119‐128.', '9', '1', '119-128'],
      ['Lee K. Trials. Braz J Med. 2013;35(Suppl 1):S32-9.', '35', 'Suppl 1', 'S32-9'],
    ] as const) {
      expect(parseReferenceString(text, '1'), text).toMatchObject({ volume, issue, page });
    }
  });

  it('takes no date for an issue: "21, no. 4 (January 1950): 482" and "37 (1931): 269" are Chicago', () => {
    const chicago = parseReferenceString(
      'Wimsatt, William. “Mary Rogers.” American Literature 21, no. 4 (January 1950): 482–484.',
      '1',
    );
    expect(chicago.issue).not.toMatch(/1950/);
    expect(chicago.page).toBe('482-484');
    expect(
      parseReferenceString('Zukofsky, Louis. “Sincerity.” Poetry 37 (1931): 269.', '1').issue,
    ).toBeUndefined();
  });

  it('skips a correction cited in square brackets', () => {
    const item = parseReferenceString(
      'Clark CM, Bedell BJ. Use of PET [published correction appears in JAMA. 2011;305(11):1096]. JAMA. 2011;305(3):275-283.',
      '1',
    );
    expect(item).toMatchObject({ volume: '305', issue: '3', page: '275-283' });
  });
});
