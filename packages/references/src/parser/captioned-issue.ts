import type { CslItem } from '@galley/contracts';
import { aroundContainer } from './around-container.ts';
import { wholeNumberCount } from './whole-number.ts';

// An issue with its caption: "no. 211", "Nr. 29", "n° 1103", "Heft 4", "H. 3", "issue 7".
const CAPTIONED_ISSUE =
  /(?<![\p{L}\p{N}])(?:nos?|nr|n[°º]|heft|h|issue|iss|núm|num)\.?\s*(\d{1,5}[A-Za-z]?(?:\s*[-–/]\s*\d{1,4})?)(?![\p{L}\p{N}/])/iu;

/**
 * The issue printed with its caption after the journal, when the rules before found none: the tagger reads
 * "10. Jg. (2004), Heft 4" as two volume runs and keeps one, "Gazeta Bankowa 1997, nr 29" and "Crafts no. 211"
 * as notes. Only within 40 characters after the container (a title's "Symphony No. 5" is no issue).
 */
export function readCaptionedIssue(source: string, item: CslItem): void {
  const container = item['container-title'];
  if (!container || (item.issue && item.issue !== item.volume)) return;
  // Near the journal, as issues are printed: a caption further on belongs to a note ("See also Working Note No. 70").
  const after = aroundContainer(source, container)?.after.slice(0, 40);
  if (after === undefined) return;
  const match = CAPTIONED_ISSUE.exec(after);
  if (!match?.[1]) return;
  const issue = match[1].replace(/\s+/g, '');
  if (issue === item.page) return;
  // The tagger took the captioned number for the volume ("Ekonomista 2005, nr 3" read as volume 3): unless the
  // same number is printed again near the journal ("Sea 12, no. 12", "No. 2, Vol. 2"), it is the issue and no
  // volume is printed.
  if (issue === item.volume && wholeNumberCount(after, issue) === 1) delete item.volume;
  item.issue = issue;
}
