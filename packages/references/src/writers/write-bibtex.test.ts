import { describe, expect, it } from 'vitest';
import { readBibtex } from '../readers/read-bibtex.ts';
import { writeBibtex } from './write-bibtex.ts';

describe('writeBibtex', () => {
  it("writes a page range with TeX's en dash, and reads it back as the range", () => {
    const bibtex = writeBibtex([
      { id: '1', type: 'article-journal', title: 'Tides', page: '1760-1763', 'container-title': 'Sea' },
    ]);
    expect(bibtex).toContain('pages = {1760--1763}');
    expect(readBibtex(bibtex).items[0]?.page).toBe('1760-1763');
    for (const page of ['1760--1763', '1760 – 1763', '1760—1763'])
      expect(writeBibtex([{ id: '1', type: 'article-journal', page }]), page).toContain(
        'pages = {1760--1763}',
      );
  });

  it('keeps two hyphens in other fields two hyphens', () => {
    const bibtex = writeBibtex([{ id: '1', type: 'article-journal', title: 'A -- B', note: 'x--y' }]);
    expect(bibtex).toContain('note = {x-{}-y}');
  });
});
