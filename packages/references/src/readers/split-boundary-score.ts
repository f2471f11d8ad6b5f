import { endEvidence, MAX_START_EVIDENCE, startEvidence } from './split-boundary-evidence.ts';

// A list number of the list's own style, running within the list's range, speaks for a new reference about as
// strongly as a full line speaks for a wrap.
const LIST_NUMBER_EVIDENCE = 2.5;

/**
 * Whether a line that follows a full line (one the next word could not fit on) in a wrapped list starts a new
 * reference: the end of the text so far, the start of the line and, when it opens with one, the list number
 * (`numbered`) must outweigh the layout's evidence for a wrap (`wrapEvidence`, ≤ 0). `more` adds the caller's
 * own evidence, asked for only when it could tip the balance (at most `maxMore`).
 */
export function startsAfterFullLine(
  tail: string,
  line: string,
  wrapEvidence: number,
  numbered = false,
  more?: { max: number; evidence: () => number },
): boolean {
  let score = endEvidence(tail) + wrapEvidence + (numbered ? LIST_NUMBER_EVIDENCE : 0);
  const maxMore = more?.max ?? 0;
  if (score + MAX_START_EVIDENCE + maxMore <= 0) return false;
  score += startEvidence(line);
  if (score > maxMore) return true;
  if (score + maxMore <= 0 || !more) return score > 0;
  return score + more.evidence() > 0;
}
