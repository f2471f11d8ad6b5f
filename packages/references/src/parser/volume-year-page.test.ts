import { describe, expect, it } from 'vitest';
import { parseReferenceString } from './parse-reference-string.ts';

// Issue 14: "Phys. Rev. D 88 (2013) 10" was given volume 10.
describe('volume (year) page, as physics prints it', () => {
  it('reads volume, year and first page or article number', () => {
    for (const [text, volume, page, year] of [
      ['Aad G, et al. Observation of a new particle. Phys. Rev. D 88 (2013) 10', '88', '10', 2013],
      ['S. Weinberg, Phys. Rev. D 88 (2013) 10.', '88', '10', 2013],
      ['J. Smith, Nucl. Phys. B 360 (1991) 145-160.', '360', '145-160', 1991],
      ['J. Smith, Phys. Rev. D 88 (2013) 105001, doi:10.1103/PhysRevD.88.105001', '88', '105001', 2013],
    ] as const) {
      const item = parseReferenceString(text, '1');
      expect(item.volume, text).toBe(volume);
      expect(item.page, text).toBe(page);
      expect(item.issued?.['date-parts']?.[0]?.[0], text).toBe(year);
    }
  });

  it('keeps the section letter with the journal', () => {
    expect(parseReferenceString('G. Aad et al., Phys. Lett. B 716 (2012) 1.', '1')['container-title']).toBe(
      'Phys. Lett. B',
    );
  });

  it('leaves "volume (issue) pages" alone', () => {
    const item = parseReferenceString('Smith J. A title. Nature 388 (6642) 10-12.', '1');
    expect(item).toMatchObject({ volume: '388', issue: '6642', page: '10-12' });
  });
});
