import { describe, expect, it } from 'vitest';
import { wrapAt } from '../test-support/wrap-at.ts';
import { splitReferenceList } from './split-reference-list.ts';
import { linesAhead, yearlessReferenceEvidence } from './split-yearless-reference.ts';

const FINISHED_YEARLESS = 'R. Okafor P. Lindqvist. Scheduling packets on shared links. In NETSYS.';

describe('yearlessReferenceEvidence: a finished reference without a year before an author list', () => {
  it('takes back part of the missing year where the next line starts a reference of two lines or more', () => {
    expect(
      yearlessReferenceEvidence(FINISHED_YEARLESS, 'Marlowe, D. H., Estimating worst-case delays in', 3),
    ).toBe(1.5);
  });

  it('gives nothing where the line is the last one before a sure start (a book reference’s publisher line)', () => {
    expect(
      yearlessReferenceEvidence(
        'Hollis, Ann. Reading the Marsh: Essays on a Landscape.',
        'Ashford, Bell & Sons: London, 1921.',
        1,
      ),
    ).toBe(0);
  });

  it('gives nothing where the text before is only an author list', () => {
    expect(
      yearlessReferenceEvidence(
        'Tamm K, Oduya L, Brandt P, Vesely J, Q. Northern Coastal Cohort Study Group.',
        'de Witte AB, Moreau C, Lind E, Sato R, Fenwick T, Okoro U, Hale N, Berger',
        3,
      ),
    ).toBe(0);
  });

  it('gives nothing before a journal’s abbreviated name, which reads as initials and a surname', () => {
    expect(
      yearlessReferenceEvidence(
        'Ito R, Banks C. Stromal cells guide the growth of liver progenitor cells.',
        'Am. J. Physiol. Cell Physiol. 311: C12-C20; 2016.',
        2,
      ),
    ).toBe(0);
  });

  it('gives nothing after a text broken off mid-phrase', () => {
    expect(
      yearlessReferenceEvidence('R. Okafor. Scheduling packets on shared links, In', 'Marlowe, D. H., A', 3),
    ).toBe(0);
  });
});

describe('linesAhead', () => {
  it('counts the lines from each line up to the next sure start', () => {
    const sure = new Set([0, 3]);
    expect([...linesAhead([0, 1, 2, 3, 4], (index) => sure.has(index))]).toEqual([3, 2, 1, 2, 1]);
  });
});

describe('splitReferenceList: a yearless reference that fills its last line, wrapped at 80', () => {
  it('ends it where the next line starts an author list that runs on', () => {
    const references = [
      'Brandt, L. K., & Osei, M. (2004). Tidal channels and the sediments they carry. Journal of Coastal Studies, 12(3), 201-219.',
      FINISHED_YEARLESS,
      'Marlowe, D. H., Estimating worst-case delays in packet switches under bursty load, Technical report 17, Department of Computing, University of Leeds, March 1993.',
      'Quist, A., & Haraldsen, T. (2011). Counting lichens on northern stone walls: a field method. Northern Ecology, 8, 44-59.',
      'Vance, R. (1999). Slow rivers: hydrology of the lowland plains. Cambridge: Fenland Press.',
    ];
    const pasted = references.map((text) => wrapAt(text, 80)).join('\n');
    // The yearless reference fills its line: the next word would not have fitted.
    expect(pasted.split('\n')).toContain(FINISHED_YEARLESS);
    expect(splitReferenceList(pasted).entries.map((entry) => entry.text)).toEqual(references);
  });
});
