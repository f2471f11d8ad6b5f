import type { CslItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { trimContainerTail } from './container-tail.ts';

function trimmed(source: string, container: string): CslItem {
  const item: CslItem = { id: '1', type: 'article-journal', 'container-title': container };
  trimContainerTail(source, item);
  return item;
}

describe('trimContainerTail', () => {
  it('trims a status, a special issue caption and months off the container', () => {
    expect(
      trimmed('Lee K. Tides. Sea Letters, Ahead of print.', 'Sea Letters, Ahead of print')['container-title'],
    ).toBe('Sea Letters');
    expect(
      trimmed('Lee K. Tides. Sea Letters Special Issue 16: 2-9.', 'Sea Letters Special Issue')[
        'container-title'
      ],
    ).toBe('Sea Letters');
    expect(trimmed('Lee K. Tides. La Mer, mai-juin 2009', 'La Mer, mai-juin')['container-title']).toBe(
      'La Mer',
    );
  });

  it("trims MLA's translator before the journal and its medium after a site", () => {
    expect(
      trimmed('Lee, K. “Tides.” Trans. Ann Berg. Sea Letters 13.2 (1989).', 'Trans. Ann Berg. Sea Letters')[
        'container-title'
      ],
    ).toBe('Sea Letters');
    expect(
      trimmed('Lee, K. “Tides.” The Sea Archive. Web. 2010.', 'The Sea Archive. Web')['container-title'],
    ).toBe('The Sea Archive');
  });

  it("moves a meeting's publisher after its full stop to the publisher", () => {
    const item = trimmed(
      'Lee K. Caches. In Proceedings of SOSP (SOSP). ACM, 2001.',
      'In Proceedings of SOSP (SOSP). ACM',
    );
    expect(item).toMatchObject({ 'container-title': 'In Proceedings of SOSP (SOSP)', publisher: 'ACM' });
  });

  it("leaves a meeting's own acronym and words that only begin like a month alone", () => {
    const acronym = 'Proceedings 2006 Conference on Robots, 2006. ICRA';
    expect(trimmed(`Lee K. Caches. ${acronym} 2006.`, acronym)['container-title']).toBe(acronym);
    const maintenance = 'Proc. of the Conference on Software Maintenance';
    expect(trimmed(`Lee K. Caches. ${maintenance}, 1988.`, maintenance)['container-title']).toBe(maintenance);
  });
});
