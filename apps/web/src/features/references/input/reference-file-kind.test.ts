import { describe, expect, it } from 'vitest';
import { referenceFileKind } from './reference-file-kind.ts';

describe('referenceFileKind', () => {
  it('goes by the extension first', () => {
    expect(referenceFileKind('Export.RIS', '')).toBe('ris');
    expect(referenceFileKind('pubmed-set.nbib', 'TY  - JOUR')).toBe('nbib');
  });

  it('reads the first bytes of a .txt', () => {
    expect(referenceFileKind('pubmed.txt', '\uFEFF\nPMID- 31978945\nOWN - NLM')).toBe('nbib');
    expect(referenceFileKind('refs.txt', 'TY  - JOUR\nTI  - A')).toBe('ris');
    expect(referenceFileKind('notes.txt', 'Smith J. A paper.')).toBeNull();
  });
});
