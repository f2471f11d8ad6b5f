import type { CslItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { containerNotNamed } from './container-not-named.ts';

function read(source: string, container: string): CslItem {
  const item: CslItem = { id: '1', type: 'book', 'container-title': container };
  containerNotNamed(source, item);
  return item;
}

describe('containerNotNamed', () => {
  it("drops a translator's name, a cross-reference to editors and a thesis's genre from the container", () => {
    expect(
      read('Berg, A., Tides, trans. Olaf Lund (Oslo: Nord, 1938)', 'Olaf Lund')['container-title'],
    ).toBeUndefined();
    expect(
      read('Berg, A. Tides. In Lund et al. [4], pages 2-9.', 'In Lund et al. [4]')['container-title'],
    ).toBeUndefined();
    const thesis = read('Berg, Anna. Tides. Diss. University of Oslo, 2001.', 'Diss.');
    expect(thesis).toMatchObject({ genre: 'Diss' });
    expect(thesis['container-title']).toBeUndefined();
  });

  it('leaves journals named with "and" alone', () => {
    expect(
      read('Cai, J. A note, Information and Computation, 84, 119-127.', 'Information and Computation')[
        'container-title'
      ],
    ).toBe('Information and Computation');
  });
});
