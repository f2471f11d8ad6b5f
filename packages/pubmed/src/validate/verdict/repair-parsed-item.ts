import type { CslItem } from '@galley/contracts';
import { withoutIdentifiers } from '../compare/without-identifiers.ts';

// Vancouver/MEDLINE locators: "2015 Jun 6;385(9984):2255-63", "1991;6:487–498".
const VANCOUVER_LOCATOR =
  /\b(?:19|20)\d\d[^;:()]{0,20};\s*(\d{1,5})\s*(?:\(([^)]{1,20})\))?\s*:\s*([A-Za-z]{0,3}\d{1,7}(?:\s*[-–]\s*[A-Za-z]{0,3}\d{1,7})?)/;

/**
 * Corrects known misreadings of the parser before matching, taking only what the string prints unambiguously:
 * a one-word journal read as a lone author without initials in journal-only citations ("Neuron. 1989
 * Apr;2(4):1389-97"), and a Vancouver locator ("year;volume(issue):pages") the parser left out. Everything else is
 * left as parsed. A string that prints nothing but a DOI keeps only the DOI.
 */
export function repairParsedItem(parsed: CslItem): CslItem {
  let item = parsed;
  if (parsed.DOI && !/[\p{L}\d]/u.test(withoutIdentifiers(parsed.source).replace(/\b(?:doi|url)\b/gi, ''))) {
    // Only a DOI: anything else the parser read ("75" as a year) came from inside the DOI itself.
    const { id, type, source, DOI } = parsed;
    return { id, type, source, DOI };
  }
  const [only, ...others] = item.author ?? [];
  if (
    only?.family &&
    !only.given &&
    !only.literal &&
    others.length === 0 &&
    !item.title &&
    !item['container-title']
  ) {
    item = { ...item, author: undefined, 'container-title': only.family };
  }
  if (!item.volume && !item.page && !item.number) {
    const locator = VANCOUVER_LOCATOR.exec(item.source ?? '');
    if (locator) {
      const [, volume, issue, page] = locator;
      item = {
        ...item,
        volume,
        page: page?.replace(/\s+/g, '').replace('–', '-'),
        ...(issue && !item.issue ? { issue } : {}),
      };
    }
  }
  return item;
}
