import type { CslItem } from '@galley/contracts';
import { aroundContainer } from './around-container.ts';

/**
 * A meeting's number or year printed against its name ("Proc. of HPCA-1", "WWW ’13", "IROS '91"), which the
 * tagger reads as the volume: it stays in the container's name.
 */
export function meetingNumber(source: string, item: CslItem): void {
  const container = item['container-title'];
  const volume = item.volume;
  if (!container || !volume || !/^\d{1,2}$/.test(volume)) return;
  const after = aroundContainer(source, container)?.after;
  if (after === undefined) return;
  const joined = /^(-|–|\s?[’'])\d+/.exec(after);
  if (!joined?.[1] || !joined[0].endsWith(volume)) return;
  item['container-title'] = `${container}${joined[0]}`;
  delete item.volume;
  delete item.confidence?.volume;
}
