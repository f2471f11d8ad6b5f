import type { CslItem } from '@galley/contracts';

/**
 * A page range whose first page the tagger read as the volume ("IEEE Transactions on Knowledge and Data
 * Engineering, 985-987." gave volume 985, page 987): a volume printed against the page with a dash, ending lower
 * than the page, is the range's start (not inside a DOI: "10.1186/1471-2458-9-489").
 */
export function rangeTakenForVolume(source: string, item: CslItem): void {
  const { volume, page } = item;
  if (!volume || !page || !/^\d+$/.test(volume) || !/^\d+$/.test(page)) return;
  if (
    Number(page) <= Number(volume) ||
    !new RegExp(`(?<=[\\s,:;(])${volume}\\s*[-–—]\\s*${page}(?![\\d/-])`).test(source)
  )
    return;
  item.page = `${volume}-${page}`;
  delete item.volume;
  delete item.confidence?.volume;
}
