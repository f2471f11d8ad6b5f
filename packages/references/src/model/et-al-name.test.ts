import { describe, expect, it } from 'vitest';
import { readRis } from '../readers/read-ris.ts';
import { isEtAlName } from './et-al-name.ts';
import { parseName } from './parse-name.ts';

describe('the et-al mark in name fields', () => {
  it('reads "et al." and "and others" as the mark, not as a person', () => {
    for (const text of ['et al.', 'et al', 'Et Al.', 'and others'])
      expect(isEtAlName(parseName(text, { commaMeansPerson: true }))).toBe(true);
    expect(isEtAlName(parseName('Alvarez, E.'))).toBe(false);
  });

  it('keeps an RIS "AU  - et al." as the mark after the authors', () => {
    const ris = 'TY  - JOUR\nAU  - Garcia, M.\nAU  - et al.\nTI  - A study\nER  - \n';
    const names = readRis(ris).items[0]?.author ?? [];
    expect(names[0]).toMatchObject({ family: 'Garcia' });
    expect(isEtAlName(names[1])).toBe(true);
  });
});
