import { describe, expect, it } from 'vitest';
import { abbreviateJournal } from './abbreviate-journal.ts';
import { stripAbbreviationDots } from './is-dotted-abbreviation.ts';

describe('abbreviateJournal', () => {
  it('keeps every word of a title given as an ISO abbreviation (". " is no subtitle)', () => {
    expect(abbreviateJournal('J. Am. Chem. Soc.')).toBe('J Am Chem Soc');
    expect(abbreviateJournal('Geophys. Res. Lett.')).toBe('Geophys Res Lett');
    expect(abbreviateJournal('Phys. Rev. A')).toBe('Phys Rev A');
    expect(abbreviateJournal('Proc. Natl. Acad. Sci. U.S.A.')).toBe('Proc Natl Acad Sci USA');
  });

  it('abbreviates a full title with ". " in it whole ("Nature reviews. Cancer")', () => {
    expect(abbreviateJournal('Nature reviews. Drug discovery')).toBe('Nat Rev Drug Discov');
    expect(abbreviateJournal('Journal of clinical oncology')).toBe('J Clin Oncol');
  });

  it('strips full stops as strip-periods does, spacing words written together', () => {
    expect(stripAbbreviationDots('J.Am.Chem.Soc.')).toBe('J Am Chem Soc');
    expect(stripAbbreviationDots('U.S.A.')).toBe('USA');
  });
});
