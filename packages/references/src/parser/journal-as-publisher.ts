import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

const WORD = /^[\p{L}\p{N}]/u;
// Words in the names of journals and newspapers, never of publishers or places.
const JOURNAL_WORD =
  /^(?:journal|journals|quarterly|review|transactions|letters|annals|bulletin|proceedings|magazine|times|globe|post|news|gazette|tribune|herald|monthly|weekly|daily|chronicle|zeitschrift|revue|rivista|revista|communications)$/i;
// Words in the names of publishers: "Academic Press", "Springer-Verlag", "Wiley & Sons", "Addison-Wesley Inc".
const PUBLISHER_WORD =
  /^(?:press|verlag|publishers?|publishing|publications|books|inc|ltd|co|company|sons|editions?|éditions|edizioni|editora|editorial|verlagsbuchhandlung|gmbh|llc|pr)$/i;
// A university names a publisher unless a journal word says otherwise ("University of Massachusetts Occasional
// Papers in Linguistics" is a series; "U. de Bruxelles" a publisher).
const UNIVERSITY = /^(?:u|univ|university|université|universidad|universität|universiteit|università)$/i;
const AFTER_JOURNAL = new Set<TokenLabel>(['volume', 'issue', 'pages']);

/**
 * The journal the tagger took for a publisher or a place, when it found no container: the first publisher or
 * place run after the title that names a journal or newspaper ("Wall Street Journal", "Boston Globe",
 * "Information Standards Quarterly") or is followed by the volume or pages ("STACS, 163-174",
 * "Internetworking: Research and Experience, 1 3-26"), and names no publisher ("Academic Press, 317-326").
 * A place followed by its publisher ("London: Routledge") stays. Relabels `labels` in place.
 */
export function journalTakenForPublisher(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  if (labels.includes('container')) return;
  const title = labels.lastIndexOf('title');
  if (title < 0) return;
  let start = title + 1;
  while (start < labels.length && !WORD.test((tokens[start] as ReferenceToken).text)) start++;
  const label = labels[start];
  if (label !== 'publisher' && label !== 'location') return;
  // The run ends before a number: "Wall Street Journal 4 January" (a date taken in).
  let end = start;
  while (
    end + 1 < labels.length &&
    labels[end + 1] === label &&
    !/^\d/.test((tokens[end + 1] as ReferenceToken).text)
  )
    end++;
  let journal = false;
  let university = false;
  for (let index = start; index <= end; index++) {
    const text = (tokens[index] as ReferenceToken).text;
    if (PUBLISHER_WORD.test(text)) return;
    if (JOURNAL_WORD.test(text)) journal = true;
    if (UNIVERSITY.test(text)) university = true;
  }
  if (university && !journal) return;
  let next = end + 1;
  while (next < labels.length && !WORD.test((tokens[next] as ReferenceToken).text)) next++;
  // Past a date, a volume or issue still makes a journal ("« Le giscardisme », Pouvoirs, 1979, n° 9").
  let dated = next;
  while (
    dated < labels.length &&
    (labels[dated] === 'date' || !WORD.test((tokens[dated] as ReferenceToken).text))
  )
    dated++;
  const issued = dated > next && (labels[dated] === 'volume' || labels[dated] === 'issue');
  // A place before the pages is a meeting's ("…, Perth, Australia, pp. 36-37"): only a publisher run qualifies so.
  if (!journal && !issued && (label === 'location' || !AFTER_JOURNAL.has(labels[next] as TokenLabel))) return;
  let last = end;
  while (last > start && !WORD.test((tokens[last] as ReferenceToken).text)) last--;
  labels.fill('container', start, last + 1);
}
