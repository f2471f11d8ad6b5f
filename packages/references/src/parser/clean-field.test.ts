import { describe, expect, it } from 'vitest';
import { cleanField } from './clean-field.ts';
import { parseReferenceString } from './parse-reference-string.ts';

describe('cleanField', () => {
  it('drops the punctuation and brackets that joined a field to its neighbours', () => {
    expect(cleanField('(2020).')).toBe('2020');
    expect(cleanField('Nature, ')).toBe('Nature');
    expect(cleanField('Nature 2020)')).toBe('Nature 2020');
    expect(cleanField(') Tidal mixing in fjords.')).toBe('Tidal mixing in fjords');
    expect(cleanField('] Tidal mixing')).toBe('Tidal mixing');
  });

  it("keeps a field's own brackets", () => {
    expect(cleanField('Nutrients (Basel).')).toBe('Nutrients (Basel)');
    expect(cleanField('Tidal mixing (TMF)')).toBe('Tidal mixing (TMF)');
  });

  it('gives a title after a bracketed year no bracket of its own', () => {
    const item = parseReferenceString(
      "Rinne JO, Brooks DJ, Rossor MN, Fox NC, Bullock R, et al. (2010) 11C-PiB PET assessment of change in fibrillar amyloid-β load in patients with Alzheimer's disease treated with bapineuzumab: a phase 2, double-blind, placebo-controlled, ascending-dose study. Lancet Neurol 9: 363-372.",
      'r1',
    );
    expect(item.title?.startsWith('11C-PiB PET assessment')).toBe(true);
  });
});
