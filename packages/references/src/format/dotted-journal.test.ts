import type { CslItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { CITATION_PRESETS } from '../presets/citation-presets.ts';
import { findPreset } from '../presets/find-preset.ts';
import { formatReference } from './format-reference.ts';

// Issue 14: ". " inside an ISO abbreviation was taken for the start of a subtitle ("J. Am. Chem. Soc." → "J.").
const template = (id: string) => {
  const found = findPreset(id);
  if (!found) throw new Error(`no preset ${id}`);
  return found;
};
const article = (journal: string): CslItem => ({
  id: '1',
  type: 'article-journal',
  title: 'A study',
  'container-title': journal,
  author: [{ family: 'Garcia', given: 'M' }],
  issued: { 'date-parts': [[2020]] },
  volume: '5',
  page: '1-9',
});

describe('journal titles given as dotted abbreviations', () => {
  for (const preset of CITATION_PRESETS) {
    it(`${preset.id} prints every word of the journal`, () => {
      for (const [journal, words] of [
        ['J. Am. Chem. Soc.', /J\.? Am\.? Chem\.? Soc/],
        ['Geophys. Res. Lett.', /Geophys\.? Res\.? Lett/],
        ['Phys. Rev. A', /Phys\.? Rev\.? A/],
      ] as const) {
        expect(formatReference(article(journal), template(preset.id)).text).toMatch(words);
      }
    });
  }

  it('prints NLM forms without stops and ISO forms with them', () => {
    const text = (id: string, journal: string) => {
      const preset = CITATION_PRESETS.find((candidate) => candidate.id === id);
      if (!preset) throw new Error(id);
      return formatReference(article(journal), template(preset.id)).text;
    };
    expect(text('nlm-vancouver', 'J. Am. Chem. Soc.')).toContain('. J Am Chem Soc. 2020;');
    expect(text('ama-11', 'Geophys. Res. Lett.')).toContain('. Geophys Res Lett. 2020;');
    expect(text('plos', 'Geophys. Res. Lett.')).toContain('. Geophys Res Lett. 2020;');
    expect(text('ieee', 'J. Am. Chem. Soc.')).toContain('“A study,” J. Am. Chem. Soc., vol. 5');
    expect(text('nature', 'Geophys. Res. Lett.')).toContain('Geophys. Res. Lett. 5, 1–9 (2020)');
    expect(text('nature', 'Journal of the American Chemical Society')).toContain('J. Am. Chem. Soc. 5,');
  });
});
