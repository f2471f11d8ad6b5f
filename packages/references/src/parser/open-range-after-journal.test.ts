import { describe, expect, it } from 'vitest';
import { parseReferenceString } from './parse-reference-string.ts';

describe('openRangeAfterJournal', () => {
  it("drops a reference manager's '(80- )' after the journal's name", () => {
    const item = parseReferenceString(
      "Hardy J, Selkoe DJ. The amyloid hypothesis of Alzheimer's disease. Science (80- ). 2002;297(5580):353-356.",
      'r1',
    );
    expect(item['container-title']).toBe('Science');
    expect(item.volume).toBe('297');
    expect(item.issue).toBe('5580');
  });

  it('drops it when it was read as the issue', () => {
    const item = parseReferenceString(
      'Nott A, Holtman IR, Coufal NG, et al. (2019). Brain cell type–specific enhancer–promoter interactome maps and disease-risk association. Science (80-. ). 366, 1134–1139.',
      'r1',
    );
    expect(item['container-title']).toBe('Science');
    expect(item.issue).toBeUndefined();
    expect(item.volume).toBe('366');
  });

  it('keeps a closed range in a name', () => {
    const item = parseReferenceString(
      'Berg A. Tidal mixing in fjords. Stud Hist (1850-1900). 2002;12:3-6.',
      'r1',
    );
    expect(item['container-title']).toBe('Stud Hist (1850-1900)');
  });
});
