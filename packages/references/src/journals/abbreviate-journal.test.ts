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

  it('keeps a capital letter alone after the first word, which is no article', () => {
    expect(abbreviateJournal('Proc Natl Acad Sci U S A')).toBe('Proc Natl Acad Sci U S A');
    expect(abbreviateJournal('Phys Rev E')).toBe('Phys Rev E');
    expect(abbreviateJournal('Journal of Physics A')).toBe('J Phys A');
    expect(abbreviateJournal('A Journal of Things')).toBe('J Things');
  });

  it('reads a full stop after an abbreviated word as part of the abbreviation, not a subtitle', () => {
    expect(abbreviateJournal('Nat. Neurosci')).toBe('Nat Neurosci');
    expect(abbreviateJournal('J. Biol Chem')).toBe('J Biol Chem');
    expect(abbreviateJournal('Biochim. Biophys Acta')).toBe('Biochim Biophys Acta');
    expect(abbreviateJournal('Ganka. Ophthalmology')).toBe('Ganka');
  });
});

describe('abbreviateJournal on titles given already abbreviated', () => {
  it('keeps an NLM abbreviation that the word table would change', () => {
    expect(abbreviateJournal('Sensors (Basel)')).toBe('Sensors (Basel)');
    expect(abbreviateJournal('Medicina (Kaunas)')).toBe('Medicina (Kaunas)');
    expect(abbreviateJournal('Clin Med (Lond)')).toBe('Clin Med (Lond)');
    expect(abbreviateJournal('Clin. Med. (Lond.)')).toBe('Clin Med (Lond)');
  });

  it("reads a journal's abbreviation before another journal's title spelt the same", () => {
    expect(abbreviateJournal('Science')).toBe('Science');
    expect(abbreviateJournal('Evolution')).toBe('Evolution');
    expect(abbreviateJournal('Cancers')).toBe('Cancers (Basel)');
  });

  it('leaves an abbreviation to the rules when another spelt alike is theirs', () => {
    expect(abbreviateJournal('Acta Radiol')).toBe('Acta Radiol');
    expect(abbreviateJournal('Acta Radiol.')).toBe('Acta Radiol');
  });

  it('drops a title-cased conjunction, "&" and the brackets of a word', () => {
    expect(abbreviateJournal('Archivio Italiano Di Urologia E Andrologia')).toBe('Arch Ital Urol Androl');
    expect(abbreviateJournal('Brain & Language')).toBe('Brain Lang');
    expect(abbreviateJournal('Angewandte Chemie International Edition')).toBe('Angew Chem Int Ed');
    expect(abbreviateJournal('Physical Review A')).toBe('Phys Rev A (Coll Park)');
  });

  it('never abbreviates a journal to nothing', () => {
    expect(abbreviateJournal('Africa')).toBe('Africa');
  });
});
