import type { ReferenceWarning } from '@galley/contracts';
import { REFERENCE_LIMITS, REFERENCE_MESSAGES } from '../limits.ts';
import type { HyphenLexicon } from '../model/hyphen-lexicon.ts';
import { joinLineBreakHyphens } from '../model/line-break-hyphens.ts';
import {
  continuesReference,
  couldBeWholeReference,
  couldStartReference,
  endsLikeReference,
  startsNewReference,
} from './reference-line-boundary.ts';
import { startsAfterFullLine } from './split-boundary-score.ts';
import { type ListLayout, readLayout } from './split-reference-list-layout.ts';
import { hasYear, yearEvidence, yearsAhead } from './split-year-evidence.ts';
import { linesAhead, yearlessReferenceEvidence } from './split-yearless-reference.ts';

/** One reference string cut from a pasted list, with the number it carried ("[3]" → 3) if any. */
export interface ListEntry {
  text: string;
  number?: number;
  /** 1-based line where the reference starts. */
  line: number;
}

export interface SplitResult {
  entries: ListEntry[];
  warnings: ReferenceWarning[];
}

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
// "1.", "[1]", "1)", "(1)", "1 " before a capital, "¹" (superscript) — numbers up to 4 digits so a year at the
// start of a wrapped line is not taken for one ("2019;12:1-5" has no marker punctuation after it).
const MARKER =
  /^\s*(?:\[(\d{1,4})\]|\((\d{1,4})\)|(\d{1,4})[.)](?!\d)|(\d{1,3})\s+(?=[\p{Lu}\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}"“'])|([⁰¹²³⁴⁵⁶⁷⁸⁹]{1,4}))\s*/u;
// Copy-pasted superscript numbers lose their formatting: "12Smith J, …".
const GLUED_NUMBER = /^\s*(\d{1,3})(?=\p{Lu}\p{Ll}*[\s,])/u;
const MIN_REFERENCE_LETTERS = 8;

/**
 * How a pasted list is cut: `auto` reads the layout (below), `lines` takes every non-empty line as one reference,
 * `blank-lines` every block of lines between blank lines (its lines joined).
 */
export const SPLIT_MODES = ['auto', 'lines', 'blank-lines'] as const;
export type SplitMode = (typeof SPLIT_MODES)[number];

export interface SplitOptions {
  /** `auto` by default; an unknown value is read as `auto` with a warning (readers never throw). */
  split?: SplitMode;
  /**
   * Read with the line-break hyphens (joinLineBreakHyphens): the server's readers pass shippedHyphenLexicon; the
   * browser's live count does without it (the entries' number is the same).
   */
  hyphenLexicon?: HyphenLexicon;
}

/**
 * Cuts pasted text into reference strings (spec §5 "Reference input"): numbered lists (`1.`, `[1]`, `1)`,
 * superscripts, numbers running on or not), or unnumbered ones with one reference per line, per blank-line-separated
 * block, or wrapped over several lines. The author's layout comes first: a blank line always ends a reference; when
 * every non-empty line could be a whole reference (and the lines are not wrapped at a common width), each line is
 * one; wrapped lines are joined only where the layout leaves no other reading (see split-reference-list-layout.ts).
 * Applies the 250-reference limit and flags duplicated numbers. Linear in the input size (one sort of line lengths).
 */
export function splitReferenceList(text: string, options: SplitOptions = {}): SplitResult {
  const warnings: ReferenceWarning[] = [];
  if (text.trim() === '') {
    return { entries: [], warnings: [{ code: 'empty_input', message: REFERENCE_MESSAGES.emptyText }] };
  }
  let mode: SplitMode = options.split ?? 'auto';
  if (!SPLIT_MODES.includes(mode)) {
    warnings.push({
      code: 'unknown_field',
      message: `Unknown split mode "${String(mode)}"; the list was split automatically (auto, lines or blank-lines).`,
    });
    mode = 'auto';
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n|\u2028|\u2029/);
  let entries = cutList(lines, mode).map((entry) => ({
    ...entry,
    text: joinLineBreakHyphens(entry.text, options.hyphenLexicon),
  }));

  entries = entries.filter((entry) => countLetters(entry.text) >= MIN_REFERENCE_LETTERS);
  if (entries.length === 0) {
    return { entries: [], warnings: [{ code: 'no_references', message: REFERENCE_MESSAGES.noReferences }] };
  }
  if (entries.length > REFERENCE_LIMITS.maxTextReferences) {
    warnings.push({
      code: 'too_many_references',
      message: REFERENCE_MESSAGES.tooManyReferences(REFERENCE_LIMITS.maxTextReferences, entries.length),
    });
    entries = entries.slice(0, REFERENCE_LIMITS.maxTextReferences);
  }
  const seen = new Set<number>();
  entries.forEach((entry, index) => {
    if (entry.number === undefined) return;
    if (seen.has(entry.number)) {
      warnings.push({
        code: 'duplicated_number',
        message: REFERENCE_MESSAGES.duplicatedNumber,
        item: index,
        line: entry.line,
      });
    }
    seen.add(entry.number);
  });
  return { entries, warnings };
}

interface Marker {
  number: number;
  length: number;
  /** "[]", "()", ")", ".", " ", "sup" or "glued": how the number is marked. */
  style: string;
}

// "[1]", "(1)" and "1)" mark list numbers only; "1." and "1 " also begin wrapped lines ("21. Stuttgart").
const BRACKETED = new Set(['[]', '()', ')']);

function markerOf(line: string): Marker | undefined {
  const match = MARKER.exec(line);
  if (match) {
    const digits = match[1] ?? match[2] ?? match[3] ?? match[4];
    const number = digits !== undefined ? Number(digits) : fromSuperscript(match[5] ?? '');
    // A number with no words after it ("(2018).", "12.") is the end of a wrapped reference, not a list number.
    if (!/\p{L}/u.test(line.slice(match[0].length))) return undefined;
    const style =
      match[1] !== undefined
        ? '[]'
        : match[2] !== undefined
          ? '()'
          : match[3] !== undefined
            ? (/\d([.)])/.exec(match[0])?.[1] ?? '.')
            : match[4] !== undefined
              ? ' '
              : 'sup';
    return { number, length: match[0].length, style };
  }
  const glued = GLUED_NUMBER.exec(line);
  if (glued) return { number: Number(glued[1]), length: glued[0].length, style: 'glued' };
  return undefined;
}

// A list's numbers run on: the next marker repeats the last number ("Duplicated No."), follows it within a small
// gap, or restarts at 1. A wrapped line that happens to start with "2020." or "45." breaks the run and is text.
const MAX_NUMBER_GAP = 10;
const MAX_FIRST_NUMBER = 999;

function listMarkers(lines: string[]): (Marker | undefined)[] {
  let last: number | undefined;
  return lines.map((line) => {
    const marker = markerOf(line);
    if (!marker) return undefined;
    const fits =
      last === undefined
        ? marker.number <= MAX_FIRST_NUMBER
        : marker.number === 1 || (marker.number >= last && marker.number <= last + MAX_NUMBER_GAP);
    if (!fits) return undefined;
    last = marker.number;
    return marker;
  });
}

// A list is numbered when nearly every line that surely starts a reference (the first, one after a blank line, one
// after a line that is not wrapped) carries a number, whether the numbers run on or not (33, 37, 8 …). With too
// few sure starts to tell, the numbers must run on (two at least), or the text be one numbered line.
const NUMBERED_SHARE = 0.8;
const MIN_YEAR = 1500;
// A short last line after a full one (isWrappedTail) reads as the tail of the reference above: evidence against a
// new reference there, to be outweighed only by a clear end before it and a clear start on it.
const WRAPPED_TAIL_EVIDENCE = -2.5;
const ENDS_SENTENCE = /[.)\]?!"”’>]\s*$/;
// Lines a list pasted one reference per line may hold that do not read as whole references (a conference paper
// ending on a comma, an unusual start): one in ten.
const EACH_LINE_SHARE = 0.9;
const MIN_SURE_STARTS = 3;

function isNumbered(
  lines: string[],
  markers: (Marker | undefined)[],
  running: (Marker | undefined)[],
  sureStarts: number[],
): boolean {
  const count = running.filter((marker) => marker !== undefined).length;
  if (sureStarts.length >= MIN_SURE_STARTS) {
    const numbered = sureStarts.filter((index) => markers[index] !== undefined).length;
    // Numbers that run on count even where a reference here and there lost its number.
    return (
      (numbered >= 2 && numbered >= NUMBERED_SHARE * sureStarts.length) ||
      (count >= 2 && count >= 0.5 * sureStarts.length)
    );
  }
  const nonEmpty = lines.filter((line) => line.trim() !== '').length;
  // Nearly every line numbered, in any order: a list of one numbered reference per line.
  const marked = markers.filter((marker) => marker !== undefined).length;
  return (
    count >= 2 || (count === 1 && nonEmpty === 1) || (marked >= 2 && marked >= NUMBERED_SHARE * nonEmpty)
  );
}

/** Where each reference starts (line indexes), by the split mode and, in `auto`, the list's layout. */
function cutList(lines: string[], mode: SplitMode): ListEntry[] {
  const nonEmpty = (index: number) => (lines[index] ?? '').trim() !== '';
  const markers = lines.map(markerOf);
  const afterBlank = (index: number) => nonEmpty(index) && (index === 0 || !nonEmpty(index - 1));
  const indexes = lines.map((_, index) => index).filter(nonEmpty);

  if (mode === 'lines' || mode === 'blank-lines') {
    const starts = mode === 'lines' ? indexes : indexes.filter(afterBlank);
    const numbered = isNumbered(lines, markers, listMarkers(lines), starts);
    return buildEntries(lines, new Set(starts), numbered ? markers : []);
  }

  const layout = readLayout(lines);
  const text = (index: number) => (lines[index] ?? '').slice(markers[index]?.length ?? 0).trim();
  // Nearly every non-empty line could be a whole reference and nothing says the lines were wrapped: one per line,
  // but for a line that says itself it continues the one before ("doi:…", a lower-case word).
  const eachLine =
    !layout.wrapped &&
    indexes.filter((index) => couldBeWholeReference(text(index))).length >= EACH_LINE_SHARE * indexes.length;
  // The same within one block between blank lines, when every one of its lines could be a whole reference.
  const wholeBlocks = new Set<number>();
  if (!layout.wrapped) {
    let block: number[] = [];
    const close = () => {
      if (block.length > 1 && block.every((index) => couldBeWholeReference(text(index), true)))
        for (const index of block) wholeBlocks.add(index);
      block = [];
    };
    for (const index of indexes) {
      if (afterBlank(index)) close();
      block.push(index);
    }
    close();
  }
  // A line that ends in a hyphen goes on in the next one, whatever room it had left: a word broken in two
  // ("hypo-" / "thermia …"), a name or a range printed over the break ("Barberger-" / "Gateau", "588-" / "597").
  const brokenWord = (index: number) => LINE_HYPHEN.test((lines[index - 1] ?? '').trimEnd());
  const sure = (index: number) =>
    afterBlank(index) ||
    (eachLine && !continuesReference(text(index), true)) ||
    wholeBlocks.has(index) ||
    (layout.wrapped && !layout.couldWrap(index - 1) && !brokenWord(index));
  const sureStarts = indexes.filter(sure);
  const running = listMarkers(lines);
  const numbered = isNumbered(lines, markers, running, sureStarts);
  // A wrapped list with blank lines between its references: inside a block every possible wrap is one.
  const blocks = indexes.filter(afterBlank).length;
  const blankSeparated =
    layout.wrapped &&
    blocks >= 2 &&
    indexes.filter((index) => sure(index) && !afterBlank(index)).length <= 0.1 * blocks;

  const listStyle = mostCommon(sureStarts.map((index) => markers[index]?.style));
  const starts = new Set<number>();
  const ahead = layout.wrapped ? yearsAhead(lines, indexes, sure) : [];
  const following = layout.wrapped ? linesAhead(indexes, sure) : [];
  let yearSoFar = false;
  const years = (index: number) =>
    yearEvidence(yearSoFar, ahead[index] === true) +
    (yearSoFar ? 0 : yearlessReferenceEvidence(tail, lines[index] ?? '', following[index] ?? 0));
  let tail = '';
  let lastNumber: number | undefined;
  for (const index of indexes) {
    const line = lines[index] ?? '';
    const marker = markers[index];
    let starting: boolean;
    if (sure(index))
      // With ragged lines (a PDF's proportional font) a line with barely room for the next word may still be a wrap
      // at a narrower column: what the text says weighs in there.
      starting =
        numbered ||
        blankSeparated ||
        afterBlank(index) ||
        startsAfterFullLine(tail, line, layout.roomEvidence(index - 1) + years(index));
    else if (numbered) {
      // The next number starts a reference; another one (a gap, a shuffled list, "2020." or "21." at the start of
      // a wrapped line) only where the lines are not wrapped, or the text before it is complete.
      starting =
        marker !== undefined &&
        (marker.number === (lastNumber ?? 0) + 1 ||
          !layout.wrapped ||
          (marker.number < MIN_YEAR &&
            marker.style === listStyle &&
            (endsLikeReference(tail) ||
              endsSentence(tail) ||
              (BRACKETED.has(marker.style) && !endsMidPhrase(tail)) ||
              startsAfterFullLine(tail, text(index), layout.wrapEvidence(index - 1), true))));
    } else if (blankSeparated) starting = false;
    else if (layout.wrapped)
      // Only breaks after full lines are left here (one after a line with room is a sure start).
      starting = startsAfterFullLine(
        tail,
        line,
        layout.wrapEvidence(index - 1) +
          (isWrappedTail(lines, index, layout) ? WRAPPED_TAIL_EVIDENCE : 0) +
          years(index),
      );
    else
      starting =
        startsNewReference(tail, line) ||
        // The line had room for the next word, the text before it ends a sentence and the next line starts as a
        // reference does ("…Chicago School Research." / "———. The Gulag Archipelago"): the author ended it there.
        (ENDS_SENTENCE.test(tail) &&
          ((layout.hadRoom(index - 1) && couldStartReference(line)) ||
            // A list number ("[42]", "38.") after a finished sentence, though the list is not numbered throughout;
            // not a year ("… Kang M." / "2020. A study of things"), nor pages after "p." ("11(5), p." / "588.").
            (marker !== undefined && marker.number < MIN_YEAR && endsSentence(tail))));
    if (starting) {
      starts.add(index);
      if (marker) lastNumber = marker.number;
      tail = text(index).slice(-DECIDING_TAIL);
      yearSoFar = false;
    } else tail = joinLines(tail, line).slice(-DECIDING_TAIL);
    yearSoFar ||= layout.wrapped && hasYear(line);
  }
  return buildEntries(lines, starts, numbered ? markers : []);
}

function mostCommon(values: (string | undefined)[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** A finished sentence, not an abbreviation or an initial ("11(5), p." / "588. Available at", "Vol." / "6."). */
function endsSentence(text: string): boolean {
  return ENDS_SENTENCE.test(text) && !ABBREVIATION_END.test(text);
}

const ABBREVIATION_END = /\b(?:p|pp|[Vv]ol|[Nn]o|[Nn]r|[Ee]ds?|vs|cf|[Ii]n|al|\p{Lu})\.\s*$/u;

/** Text broken off mid-phrase: after a comma, a hyphen, "and", "of", "in"… */
function endsMidPhrase(text: string): boolean {
  return /(?:[,;:\-–/&(]|\b(?:and|of|in|the|for|with|on|to|a|an|by|from|at|et|und|de|la|le)|\p{Ll}{3,})\s*$/iu.test(
    text,
  );
}

// A short last line after a full one in a wrapped list ("Springer, 2007.", "Boulder, CO: Westview Press.") is the tail
// of the reference above, unless it holds a volume and pages as the shortest citations do ("Cell. 1989 Aug
// 25;58(4):615-22").
const SHORT_TAIL = 40;
const SHORT_TAIL_WITHOUT_NUMBER = 60;

function isWrappedTail(lines: string[], index: number, layout: ListLayout): boolean {
  const line = (lines[index] ?? '').trim();
  const endsHere = (lines[index + 1] ?? '').trim() === '' || !layout.couldWrap(index);
  if (!endsHere) return false;
  // No number at all, not even a year ("American Concrete Institute, Farmington Hills, MI."): no reference alone.
  if (line.length < SHORT_TAIL_WITHOUT_NUMBER && !/\d/.test(line)) return true;
  return line.length < SHORT_TAIL && !/\d\s*[;:(]|[;:]\s*\d/.test(line);
}

// Only the last few hundred characters decide a boundary, so the text is kept in parts and joined once (linear).
const DECIDING_TAIL = 400;

/** Entries from their start lines; in a numbered list each start's number is read off its text. */
function buildEntries(lines: string[], starts: Set<number>, markers: (Marker | undefined)[]): ListEntry[] {
  const entries: ListEntry[] = [];
  let parts: string[] = [];
  const finish = () => {
    const entry = entries[entries.length - 1];
    if (entry && parts.length) entry.text = joinParts(parts);
    parts = [];
  };
  lines.forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '') return;
    if (starts.has(index) || entries.length === 0) {
      finish();
      const marker = markers[index];
      const entry: ListEntry = { text: '', line: index + 1 };
      if (marker) entry.number = marker.number;
      entries.push(entry);
      parts.push(marker ? line.slice(marker.length).trim() : trimmed);
    } else parts.push(trimmed);
  });
  finish();
  return entries;
}

// A line ending in a hyphen after a word or number: the break is inside a word or range (see cutList, joinParts).
const LINE_HYPHEN = /\S-$/;

/**
 * Joins wrapped lines: after a slash with nothing between, after a hyphen with the line break kept (splitReferenceList
 * reads it with joinLineBreakHyphens: "hypertro-" + "phy", "T-" + "cell"), otherwise with a space.
 */
function joinParts(parts: string[]): string {
  return parts
    .map((part, index) => {
      const previous = parts[index - 1] ?? '';
      if (index === 0 || previous.endsWith('/')) return part;
      return LINE_HYPHEN.test(previous) ? `\n${part}` : ` ${part}`;
    })
    .join('');
}

function joinLines(previous: string, next: string): string {
  const trimmed = next.trim();
  if (previous.endsWith('-') || previous.endsWith('/')) return previous + trimmed;
  return `${previous} ${trimmed}`;
}

function fromSuperscript(digits: string): number {
  return Number([...digits].map((char) => SUPERSCRIPTS.indexOf(char)).join(''));
}

function countLetters(text: string): number {
  let count = 0;
  for (const char of text) {
    if (/\p{L}/u.test(char) && ++count >= MIN_REFERENCE_LETTERS) return count;
  }
  return count;
}
