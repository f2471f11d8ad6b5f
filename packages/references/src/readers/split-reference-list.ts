import type { ReferenceWarning } from '@galley/contracts';
import { REFERENCE_LIMITS, REFERENCE_MESSAGES } from '../limits.ts';

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
  const numbered = lines.filter((line) => markerOf(line) !== undefined).length;
  const nonEmpty = lines.filter((line) => line.trim() !== '').length;
  const hasBlankSeparators = /\S[^\S\n]*\n[^\S\n]*\n\s*\S/.test(text.replace(/\r\n?/g, '\n'));
  let entries: ListEntry[];
  if (numbered >= 2 || (numbered === 1 && nonEmpty === 1)) entries = splitNumbered(lines);
  else if (hasBlankSeparators) entries = splitBlocks(lines);
  else entries = splitWrapped(lines);

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

function markerOf(line: string): { number: number; length: number } | undefined {
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

function splitNumbered(lines: string[]): ListEntry[] {
  const entries: ListEntry[] = [];
  lines.forEach((line, index) => {
    const marker = markerOf(line);
    if (marker) {
      entries.push({ text: line.slice(marker.length).trim(), number: marker.number, line: index + 1 });
    } else if (line.trim() !== '') {
      const last = entries[entries.length - 1];
      if (last) last.text = joinLines(last.text, line);
      else entries.push({ text: line.trim(), line: index + 1 });
    }
  });
  return entries;
}

function splitBlocks(lines: string[]): ListEntry[] {
  const entries: ListEntry[] = [];
  let current: ListEntry | undefined;
  lines.forEach((line, index) => {
    if (line.trim() === '') {
      current = undefined;
      return;
    }
    if (!current) {
      current = { text: line.trim(), line: index + 1 };
      entries.push(current);
    } else current.text = joinLines(current.text, line);
  });
  return entries;
}

// A new unnumbered reference starts where the previous line ended a reference (".", a digit, a DOI or URL) and
// this line starts like an author list ("Smith J", "Smith, J.", "World Health Organization.").
const ENDS_REFERENCE = /(?:[.)\]]|\d|\b10\.\d{4,9}\/\S+|https?:\/\/\S+)\s*$/;
const STARTS_AUTHOR =
  /^\s*(?:\p{Lu}[\p{L}'’-]+(?:\s(?:\p{Lu}[\p{L}'’-]+|van|von|de|der|den|di|da|le|la))*,?\s+\p{Lu}|\p{Lu}{2,}\b)/u;

function splitWrapped(lines: string[]): ListEntry[] {
  const entries: ListEntry[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const last = entries[entries.length - 1];
    if (last && !(ENDS_REFERENCE.test(last.text) && STARTS_AUTHOR.test(line)))
      last.text = joinLines(last.text, line);
    else entries.push({ text: line.trim(), line: index + 1 });
  });
  return entries;
}

/** Joins a wrapped line: a line ending in a hyphen continues the word ("T-" + "cell"), otherwise a space. */
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
