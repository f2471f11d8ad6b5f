import type { CslItem } from '@galley/contracts';
import { aroundContainer } from './around-container.ts';
import { DASH, PAGE } from './page-pattern.ts';

// Just after the journal: "Water International, 33:3: 333" — volume, colon, issue, colon, pages; not a year as the
// volume. A time ("10:30:45") is turned away by readColonVolumeIssuePages: its last part is neither a range nor
// three characters long.
const VOLUME_ISSUE_PAGES = new RegExp(
  `^\\s*[,.]?\\s*(?!(?:1[5-9]|20)\\d\\d\\b)(\\d{1,4})\\s*:\\s*(\\d{1,3})\\s*:\\s*(${PAGE}(?:\\s*${DASH}\\s*${PAGE})?)(?![\\w/:])`,
);
const RANGE_DASH = new RegExp(`\\s*${DASH}\\s*`);

/**
 * Reads "volume:issue: pages" printed just after the journal, which the tagger reads as volume and pages ("33" and
 * "3"), dropping the real pages. Never against a volume the tagger read elsewhere.
 */
export function readColonVolumeIssuePages(source: string, item: CslItem): void {
  const container = item['container-title'];
  if (!container || item.issue) return;
  const after = aroundContainer(source, container)?.after;
  if (after === undefined) return;
  const match = VOLUME_ISSUE_PAGES.exec(after);
  if (!match?.[1] || !match[2] || !match[3] || (item.volume && item.volume !== match[1])) return;
  const pages = match[3].replace(RANGE_DASH, '-');
  if (!pages.includes('-') && pages.length < 3) return;
  item.volume = match[1];
  item.issue = match[2];
  item.page = pages;
}
