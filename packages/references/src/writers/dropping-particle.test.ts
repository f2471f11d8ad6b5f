import type { CslItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { nameToText } from './name-to-text.ts';
import { writeBibtex } from './write-bibtex.ts';

// The parser now reads "Beauvoir, Simone de" with CSL's dropping particle; RIS and BibTeX exports lost the "de".
describe('exports keep a dropping particle', () => {
  const name = { family: 'Beauvoir', given: 'Simone', 'dropping-particle': 'de' };

  it('writes it after the given names for RIS, MEDLINE and EndNote', () => {
    expect(nameToText(name)).toBe('Beauvoir, Simone de');
  });

  it('writes it as BibTeX\'s "von" part', () => {
    const item: CslItem = { id: 'b1', type: 'book', title: 'Le deuxième sexe', author: [name] };
    expect(writeBibtex([item])).toContain('de Beauvoir, Simone');
  });
});
