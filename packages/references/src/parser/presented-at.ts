import type { CslItem } from '@galley/contracts';
import { cleanField } from './clean-field.ts';

// APA's conference paper: "Title. Paper presented at the Meeting, Place." — the phrase starts the container.
const PRESENTED_AT = /[.,?!]\s+(?:(?:paper|poster|abstract)s?\s+)?presented\s+at:?\s+(?:the\s+)?(.+)$/i;

/**
 * A title that runs on into "Paper presented at the …" (the tagger read the meeting as part of the title) ends
 * before the phrase; the meeting becomes the container when the tagger found none.
 */
export function splitPresentedAt(item: CslItem): void {
  const title = item.title;
  if (!title || !/presented/i.test(title)) return;
  const match = PRESENTED_AT.exec(title);
  if (!match?.[1]) return;
  const before = cleanField(title.slice(0, match.index + 1));
  if (!before) return;
  item.title = before;
  if (!item['container-title']) item['container-title'] = cleanField(match[1]);
}
