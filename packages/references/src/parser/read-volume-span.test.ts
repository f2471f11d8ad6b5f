import { describe, expect, it } from 'vitest';
import { parseReferenceString } from './parse-reference-string.ts';
import { readVolumeSpan } from './read-volume-span.ts';

// Issue 18: "v. 24," was read as volume "v"; "n° 5, et n° 6," lost its issues.
describe('a span labelled volume', () => {
  it('drops the caption before the volume', () => {
    expect(readVolumeSpan('v. 24,')).toEqual({ volume: '24' });
    expect(readVolumeSpan('v.13')).toEqual({ volume: '13' });
    expect(readVolumeSpan('Vol. 12')).toEqual({ volume: '12' });
    expect(readVolumeSpan('Bd. 7')).toEqual({ volume: '7' });
    expect(readVolumeSpan('vol. V')).toEqual({ volume: 'V' });
  });

  it('reads the issue after its caption, in brackets, or as a supplement', () => {
    expect(readVolumeSpan('vol. 27, n° 4,')).toEqual({ volume: '27', issue: '4' });
    expect(readVolumeSpan('v.13 n.4,')).toEqual({ volume: '13', issue: '4' });
    expect(readVolumeSpan('Vol. 10, No. 1-3,')).toEqual({ volume: '10', issue: '1-3' });
    expect(readVolumeSpan('37, H. 2')).toEqual({ volume: '37', issue: '2' });
    expect(readVolumeSpan('12(3):')).toEqual({ volume: '12', issue: '3' });
    expect(readVolumeSpan('24 Suppl 1:')).toEqual({ volume: '24', issue: 'Suppl 1' });
    expect(readVolumeSpan('No. 2')).toEqual({ issue: '2' });
  });

  it('reads a date in brackets after the volume as no issue', () => {
    expect(readVolumeSpan('24 (September 2003)')).toEqual({ volume: '24' });
    expect(readVolumeSpan('400 (12 August)')).toEqual({ volume: '400' });
    expect(readVolumeSpan('12 (Winter)')).toEqual({ volume: '12' });
    expect(readVolumeSpan('37 (1931)')).toEqual({ volume: '37' });
    expect(readVolumeSpan('12 (3)')).toEqual({ volume: '12', issue: '3' });
  });

  it('reads an ordinal, spaced roman numerals, and a short issue after a space', () => {
    expect(readVolumeSpan('volume 4th.')).toEqual({ volume: '4th' });
    expect(readVolumeSpan('X L I ,')).toEqual({ volume: 'XLI' });
    expect(readVolumeSpan('34 3')).toEqual({ volume: '34', issue: '3' });
    expect(readVolumeSpan('1 273')).toEqual({ volume: '1' });
  });

  it("reads a newspaper's section and a date as no volume", () => {
    expect(readVolumeSpan('sec. 4,')).toEqual({});
    expect(readVolumeSpan('sec. 1A')).toEqual({});
    expect(readVolumeSpan('12/05/2011,')).toEqual({});
  });

  it('joins a double issue', () => {
    expect(readVolumeSpan('n° 5, et n° 6,')).toEqual({ issue: '5-6' });
    expect(readVolumeSpan('vol. 3, nos. 3 and 4')).toEqual({ volume: '3', issue: '3-4' });
  });

  it('splits MLA\'s "40.1" and "50: 3", never a year or a page after a comma', () => {
    expect(readVolumeSpan('40.1')).toEqual({ volume: '40', issue: '1' });
    expect(readVolumeSpan('50: 3')).toEqual({ volume: '50', issue: '3' });
    expect(readVolumeSpan('5, 2001')).toEqual({ volume: '5' });
    expect(readVolumeSpan('0912, 031')).toEqual({ volume: '0912' });
  });

  it('gives whole strings their volume and issue', () => {
    const geology = parseReferenceString(
      'Sharpton, V. L. and Scott, J., New constraints on the Slate Islands impact structure. Geology, v. 24, pp. 851-854. 1996.',
      '1',
    );
    expect(geology).toMatchObject({ volume: '24', page: '851-854' });
    const french = parseReferenceString(
      'Martin, P. (1998). La ville. Annales de géographie, t. 107, n° 5, et n° 6, p. 300-312.',
      '1',
    );
    expect(french).toMatchObject({ issue: '5-6', page: '300-312' });
  });
});
