import { CORRESPONDENCE_WORDS } from '../tagger/correspondence-label.ts';
import { type Fragment, type SourceIndex, trimFragment } from './fragment.ts';

// The source's own label, with the words that finish it and its punctuation (or "to"): "Corresponding author.",
// "Correspondence to:", "To whom correspondence should be addressed.", "Address for correspondence:". A label that
// runs on into a sentence ("Correspondence may also be addressed to …") is no label: the line stays whole.
const LABEL = new RegExp(
  `^(?:${CORRESPONDENCE_WORDS})(?:\\s+(?:authors?|author's|for|correspondence|should|be|addressed|address|details))*(?:\\s*(?:[:：.,;—–-]|$)|\\s+to\\b)\\s*`,
  'iu',
);
const MARK = /[\s\p{P}\p{S}\p{No}]/u;

/**
 * A correspondence line without the source's own label and the mark before it ("$Corresponding author. Email: …" →
 * "Email: …"): the template writes its own label. The mark ties the line to the byline's mark, which the label
 * replaces. Nothing left (a line that was only "*Corresponding author") → undefined.
 */
export function withoutCorrespondenceLabel(index: SourceIndex, fragment: Fragment): Fragment | undefined {
  const paragraph = index.paragraphs.get(fragment.block);
  if (!paragraph) return fragment;
  const raised = (at: number) => paragraph.spans.some((s) => s.superscript && s.start <= at && at < s.end);
  let start = fragment.start;
  while (start < fragment.end && (MARK.test(paragraph.text[start] ?? '') || raised(start))) start++;
  const label = LABEL.exec(paragraph.text.slice(start, fragment.end));
  if (!label) return fragment;
  return trimFragment(index, { ...fragment, start: start + label[0].length });
}
