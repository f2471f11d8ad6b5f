import type { LayoutElement, ReferenceTemplate } from '@galley/contracts';
import { appendRun, trimTrailingSpace } from './append-run.ts';
import type { TextRun } from './text-run.ts';

// Marks that separate elements inside a reference ("2003;37:925", "Nature, 402"): printed after an element only
// because the next one was expected.
const SEPARATORS = new Set([';', ':', ',']);

/** Elements left out in a row; `closer` is the last of them that would have ended its part with a full stop. */
export interface Gap {
  closer: LayoutElement | undefined;
}

// Identifiers print after the reference proper, each closing itself: a missing one closes nothing ("…2024.1"
// stays without the full stop NLM's "PubMed PMID: …." would have printed).
const IDENTIFIERS = new Set(['doi', 'pmid', 'pii']);

/** The gap with one more left-out element. */
export function widenGap(gap: Gap | undefined, element: LayoutElement, conditional = false): Gap {
  // An element its condition left out (a text printed only with its variable is that variable's punctuation)
  // was never meant for this item: it closes nothing.
  const closes = closingMark(element) === '.' && !IDENTIFIERS.has(element.element) && !conditional;
  return { closer: closes ? element : gap?.closer };
}

/**
 * Mends the punctuation where elements were left out (an article ahead of print has no volume or pages): the
 * printed text ends with a separator meant for the missing element ("Neuron. 2024;"). When the next element
 * starts with a separator of its own, the doubled mark is dropped ("1975;:1–51" → "1975;1–51", as citeproc
 * prints most styles); otherwise, when a missing element would have ended its part with a full stop, that
 * full stop is printed, in place of a dangling mark ("2024;" + "doi:…" → "2024. doi:…", "2012;2" +
 * "doi:…" → "2012;2. doi:…"), and else a dangling mark stays ("1975;(5)"). A dangling mark before a `value`
 * that opens with a full stop goes.
 * Returns the prefix to print for the next element.
 */
export function bridgeGap(
  runs: TextRun[],
  gap: Gap,
  prefix: string,
  keywordsBefore: string,
  value = '',
): string {
  const dangling = lastMark(runs);
  const next = (prefix + keywordsBefore).trimStart()[0];
  // The next element prints a full stop alone first (Chicago's closing "." text after a journal with nothing else;
  // not a name such as ".NET Press"):
  // the separator meant for the missing elements goes ("Neurobiol Aging,." → "Neurobiol Aging.").
  if (dangling && next === undefined && /^\.(?:\s|$)/.test(value.trimStart())) {
    replaceLastMark(runs, '');
    return prefix;
  }
  if (dangling && next !== undefined && SEPARATORS.has(next)) {
    const at = prefix.indexOf(next);
    return at >= 0 ? prefix.slice(0, at) + prefix.slice(at + 1) : prefix;
  }
  const { closer } = gap;
  if (!closer) return prefix;
  if (dangling) replaceLastMark(runs, '.');
  else if (!endsWithStop(runs)) appendRun(runs, { text: '.' });
  // The space the missing element would have printed after its full stop ("2012;2. doi:…").
  const spaced = closer.spaceAfter || /\s$/.test(closer.suffix);
  return spaced && !/^\s/.test(prefix) ? ` ${prefix}` : prefix;
}

/**
 * At the end of a reference whose last elements were left out: the dangling separator goes, and the full stop
 * the reference would have ended with is kept ("Neuron 2024; 12:" → "Neuron 2024; 12.", "Lakartidningen 114,"
 * → "Lakartidningen 114.").
 */
export function closeAfterGap(
  runs: TextRun[],
  gap: Gap,
  printed: ReferenceTemplate | readonly LayoutElement[],
): void {
  // The elements printed: a per-type layout's, or the template's own.
  const elements = 'elements' in printed ? printed.elements : printed;
  const dangling = lastMark(runs);
  if (dangling) replaceLastMark(runs, '');
  // A dropped separator leaves the entry open: it ends as the template's entries end.
  const last = elements[elements.length - 1];
  const stops =
    gap.closer !== undefined || (dangling !== undefined && last !== undefined && closingMark(last) === '.');
  if (stops && !endsWithStop(runs)) {
    trimTrailingSpace(runs);
    appendRun(runs, { text: '.' });
  }
}

/** The separator the printed text ends with (white space after it aside), or undefined. */
function lastMark(runs: TextRun[]): string | undefined {
  const last = lastVisible(runs)?.text.trimEnd().slice(-1);
  return last !== undefined && SEPARATORS.has(last) ? last : undefined;
}

/**
 * Replaces the separator the printed text ends with by `mark` ('' drops it), the white space after it kept; a full
 * stop is not doubled ("Roe, A.," → "Roe, A.").
 */
function replaceLastMark(runs: TextRun[], mark: string): void {
  const run = lastVisible(runs);
  if (!run) return;
  const text = run.text.trimEnd();
  const before = text.slice(0, -1);
  const stopped = mark === '.' && /[.?!]$/.test(before.trimEnd());
  run.text = before + (stopped ? '' : mark) + run.text.slice(text.length);
}

/** The mark a left-out element's suffix ends with: the punctuation it would have closed its part with. */
function closingMark(element: LayoutElement): string | undefined {
  const last = element.suffix.trimEnd().slice(-1);
  return last === '.' || SEPARATORS.has(last) ? last : undefined;
}

function endsWithStop(runs: TextRun[]): boolean {
  // A full stop inside closing quotes ends the part too (“… at risk.”).
  return /[.?!][”’"']?$/.test(lastVisible(runs)?.text.trimEnd() ?? '');
}

/** The last run that prints something other than white space. */
function lastVisible(runs: TextRun[]): TextRun | undefined {
  for (let index = runs.length - 1; index >= 0; index--) {
    const run = runs[index] as TextRun;
    if (run.text.trimEnd() !== '') return run;
  }
  return undefined;
}
