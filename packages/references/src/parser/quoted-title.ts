import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

// Quotes that open a title, with the marks that close it: “…”, "…", «…», ‘…’, „…“ or „…", ``…''.
const CLOSING: Record<string, string[]> = {
  '“': ['”'],
  '"': ['"', '”'],
  '«': ['»'],
  '‘': ['’'],
  '„': ['“', '"', '”'],
  '``': ["''"],
  '`': ["'"],
};
const WORD = /^[\p{L}\p{N}]/u;
const START = /^[\p{Lu}“"«‘„`[]/u;
// Marks after a closing quote, and the second half of LaTeX's '' (tokenized one mark at a time).
const SKIPPED = new Set([',', '.', ':', ';', '–', '—', '-', "'"]);
// What ends the container inside the run: a date or number ("La Opinion, 25 July 2016"), a translator or
// editor ("Œuvres II, Trad fr. par …").
const AFTER_CONTAINER =
  /^(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*$|(?:trans|trad|tr|ed|eds|edited|available|retrieved|accessed)$)/i;

/**
 * A quoted title ends at its closing quote: words the tagger ran into the same title run after it are the
 * container, when it found none ("“We Need Standards for Datasets.” Research Information.", "« Égalité … »,
 * Travail, genre et société, 2009", "“Optical Switching,” in “Optical Bistability,” (Academic Press, 1985)").
 * A leading "in"/"In:" becomes a note, as the rules after the tagger expect. Relabels `labels` in place.
 */
export function containerAfterQuotedTitle(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  const found = labels.includes('container');
  const start = labels.indexOf('title');
  if (start < 0) return;
  let end = start;
  while (end + 1 < labels.length && labels[end + 1] === 'title') end++;
  const opening = CLOSING[tokens[start]?.text ?? ''] ? start : start - 1;
  const closing = CLOSING[tokens[opening]?.text ?? ''];
  if (!closing) return;
  let at = Math.max(opening + 1, start);
  while (at <= end && !closing.includes((tokens[at] as ReferenceToken).text)) at++;
  if (at >= end || !tokens.slice(opening + 1, at).some((token) => WORD.test(token.text))) return;
  let from = at + 1;
  // "“Behind the Store”: Montreal Shopkeeping …": a colon after the quote starts the title's subtitle, and a
  // second quote a list of quoted titles (“The Scarlet Letter,” “The House of the Seven Gables,” …).
  if (tokens[from]?.text === ':') return;
  while (from <= end && SKIPPED.has((tokens[from] as ReferenceToken).text)) from++;
  const lead = from;
  // With a container found elsewhere, only an explicit "in" makes this one the book ("“Left Catholicism,” in
  // Left Catholicism, 1943-1955: …, ed. Gerd-Rainer Horn" had the editors read as the container).
  // And a title that ends at its quote with a mark: "‘Tone Cases’ in Bantu Group B.40" is a title going on.
  const marked = SKIPPED.has(tokens[at - 1]?.text ?? '') || SKIPPED.has(tokens[at + 1]?.text ?? '');
  if (found && (!marked || !/^in$/i.test(tokens[from]?.text ?? ''))) return;
  if (/^in$/i.test(tokens[from]?.text ?? '')) from++;
  if (tokens[from]?.text === ':') from++;
  const first = tokens[from]?.text ?? '';
  if (from > end || !START.test(first) || AFTER_CONTAINER.test(first)) return;
  if (from === lead && CLOSING[first]) return;
  let last = from;
  while (last < end && !endsContainer(tokens, last + 1)) last++;
  // A container run just after the title run goes on with this one ("in OCEANS ’95. … Environment. | Conference
  // Proceedings."); others are demoted.
  if (found)
    demoteOtherContainers(labels, last === end && labels[end + 1] === 'container' ? end + 2 : end + 1);
  labels.fill('note', lead, from);
  labels.fill('container', from, last + 1);
  labels.fill('note', last + 1, end + 1);
}

/** Container runs after `from` become the editors' when editors come just before them, else notes. */
function demoteOtherContainers(labels: TokenLabel[], from: number): void {
  for (let index = from; index < labels.length; index++) {
    if (labels[index] !== 'container' || labels[index - 1] === 'container') continue;
    let run = index;
    while (labels[run + 1] === 'container') run++;
    labels.fill(labels[index - 1] === 'editor' ? 'editor' : 'note', index, run + 1);
    index = run;
  }
}

/** A mark then a date, a number or an editor's caption ends the container; a span of years does not ("1943-1955"). */
function endsContainer(tokens: readonly ReferenceToken[], at: number): boolean {
  if (!SKIPPED.has(tokens[at]?.text ?? '') || !AFTER_CONTAINER.test(tokens[at + 1]?.text ?? '')) return false;
  const year = (index: number) => /^\d{4}$/.test(tokens[index]?.text ?? '');
  const dash = (index: number) => /^[-–]$/.test(tokens[index]?.text ?? '');
  return !((year(at + 1) && dash(at + 2)) || (dash(at) && year(at - 1)));
}
