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

  it('keeps an opening quote the field closes itself, drops one that encloses it or is left open', () => {
    expect(cleanField('‘Tone Cases’ in Bantu Group B.40.')).toBe('‘Tone Cases’ in Bantu Group B.40');
    expect(cleanField('“Mini-mental state.” A practical method,')).toBe(
      '“Mini-mental state.” A practical method',
    );
    expect(cleanField('‘Democratizing Potential of the ‘Arab Spring’: Some Early Observations’,')).toBe(
      'Democratizing Potential of the ‘Arab Spring’: Some Early Observations',
    );
    expect(cleanField('‘So, what’s this Globish Revolution?’')).toBe('So, what’s this Globish Revolution?');
    expect(cleanField('« La « société civile » dans la « gouvernance » européenne. Éléments')).toBe(
      'La « société civile » dans la « gouvernance » européenne. Éléments',
    );
  });
});
