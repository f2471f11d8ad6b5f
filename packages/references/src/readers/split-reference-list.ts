import type { ReferenceWarning } from '@galley/contracts';
import { REFERENCE_LIMITS, REFERENCE_MESSAGES } from '../limits.ts';
import { startsNewReference } from './reference-line-boundary.ts';

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
  /^\s*(?:\[(\d{1,4})\]|\((\d{1,4})\)|(\d{1,4})[.)](?!\d)|(\d{1,3})\s+(?=[\p{Lu}"“'])|([⁰¹²³⁴⁵⁶⁷⁸⁹]{1,4}))\s*/u;
// Copy-pasted superscript numbers lose their formatting: "12Smith J, …".
const GLUED_NUMBER = /^\s*(\d{1,3})(?=\p{Lu}\p{Ll}*[\s,])/u;
const MIN_REFERENCE_LETTERS = 8;

/**
 * Cuts pasted text into reference strings (spec §5 "Reference input"): numbered lists (`1.`, `[1]`, `1)`,
 * superscripts), or unnumbered ones with one reference per line, per blank-line-separated block, or wrapped over
 * several lines. Applies the 250-reference limit and flags duplicated numbers. Linear in the input size.
 */
export function splitReferenceList(text: string): SplitResult {
  const warnings: ReferenceWarning[] = [];
  if (text.trim() === '') {
    return { entries: [], warnings: [{ code: 'empty_input', message: REFERENCE_MESSAGES.emptyText }] };
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n|\u2028|\u2029/);
  const markers = listMarkers(lines);
  const numbered = markers.filter((marker) => marker !== undefined).length;
  const nonEmpty = lines.filter((line) => line.trim() !== '').length;
  let entries: ListEntry[];
  if (numbered >= 2 || (numbered === 1 && nonEmpty === 1)) entries = splitNumbered(lines, markers);
  else entries = splitUnnumbered(lines);

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
}

function markerOf(line: string): Marker | undefined {
  const match = MARKER.exec(line);
  if (match) {
    const digits = match[1] ?? match[2] ?? match[3] ?? match[4];
    const number = digits !== undefined ? Number(digits) : fromSuperscript(match[5] ?? '');
    if (line.slice(match[0].length).trim() === '') return undefined;
    return { number, length: match[0].length };
  }
  const glued = GLUED_NUMBER.exec(line);
  if (glued) return { number: Number(glued[1]), length: glued[0].length };
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

function splitNumbered(lines: string[], markers: (Marker | undefined)[]): ListEntry[] {
  const entries: ListEntry[] = [];
  const parts: string[][] = [];
  lines.forEach((line, index) => {
    const marker = markers[index];
    if (marker) {
      entries.push({ text: '', number: marker.number, line: index + 1 });
      parts.push([line.slice(marker.length).trim()]);
    } else if (line.trim() !== '') {
      const last = parts[parts.length - 1];
      if (last) last.push(line.trim());
      else {
        entries.push({ text: '', line: index + 1 });
        parts.push([line.trim()]);
      }
    }
  });
  entries.forEach((entry, index) => {
    entry.text = joinParts(parts[index] ?? []);
  });
  return entries;
}

// Unnumbered lists: a blank line always ends a reference; within a block, a line starts a new reference only
// where the text so far is complete and the line looks like a reference start (see reference-line-boundary.ts).
// Only the last few hundred characters decide, so the text is kept in parts and joined once (linear on long input).
const DECIDING_TAIL = 400;

function splitUnnumbered(lines: string[]): ListEntry[] {
  const entries: ListEntry[] = [];
  let current: { entry: ListEntry; parts: string[]; tail: string } | undefined;
  const finish = () => {
    if (current) current.entry.text = joinParts(current.parts);
  };
  lines.forEach((line, index) => {
    if (line.trim() === '') {
      finish();
      current = undefined;
      return;
    }
    if (current && !startsNewReference(current.tail, line)) {
      current.parts.push(line.trim());
      current.tail = joinLines(current.tail, line).slice(-DECIDING_TAIL);
      return;
    }
    finish();
    const text = line.trim();
    current = { entry: { text, line: index + 1 }, parts: [text], tail: text.slice(-DECIDING_TAIL) };
    entries.push(current.entry);
  });
  finish();
  return entries;
}

/** Joins wrapped lines: a line ending in a hyphen continues the word ("T-" + "cell"), otherwise a space. */
function joinParts(parts: string[]): string {
  return parts
    .map((part, index) => (index === 0 || /[-/]$/.test(parts[index - 1] ?? '') ? part : ` ${part}`))
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
