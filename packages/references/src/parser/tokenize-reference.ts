import type { ReferenceToken } from './reference-token.ts';

// The tokens are those of this pattern, read left to right: a DOI or URL stays one token (the tagger labels it
// whole and the rules read it whole); otherwise words with their inner apostrophes, digit runs, and single
// punctuation marks, so "2020;12(3):100-9" becomes 12 tokens.
//   /(?:https?:\/\/|www\.)[^\s<>"]*[^\s<>".,;:)\]]|10\.\d{4,9}\/[^\s"<>]*[^\s"<>.,;:\]]
//    |[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*|\d+|[^\s\p{L}\p{M}\d]/gu
// A hand-written scanner rather than matchAll: it runs on every parsed string and is three times faster. The
// unit test checks it against the pattern.
const LETTER = /[\p{L}\p{M}]/uy;
const SPACE = /\s/;

/** Splits a reference string into tokens with their character offsets. */
export function tokenizeReference(text: string): ReferenceToken[] {
  const tokens: ReferenceToken[] = [];
  const length = text.length;
  let at = 0;
  while (at < length) {
    const code = text.charCodeAt(at);
    if (isSpace(text, at)) {
      at++;
      continue;
    }
    let end = 0;
    if (code === 104 /* h */ || code === 119 /* w */) end = linkEnd(text, at);
    else if (code === 49 /* 1 */) end = doiEnd(text, at);
    if (end === 0) {
      const width = letterWidth(text, at);
      if (width > 0) end = wordEnd(text, at + width);
      else if (code >= 48 && code <= 57) {
        end = at + 1;
        while (end < length && isDigit(text.charCodeAt(end))) end++;
      } else end = at + (isHighSurrogate(code) && isLowSurrogate(text.charCodeAt(at + 1)) ? 2 : 1);
    }
    tokens.push({ text: text.slice(at, end), start: at, end, spaceBefore: at > 0 && isSpace(text, at - 1) });
    at = end;
  }
  return tokens;
}

/** The end of the word whose first letter ends at `from`: letters and marks, and apostrophes between letters. */
function wordEnd(text: string, from: number): number {
  let at = from;
  for (;;) {
    const width = letterWidth(text, at);
    if (width > 0) {
      at += width;
      continue;
    }
    const code = text.charCodeAt(at);
    if (code !== 39 /* ' */ && code !== 0x2019 /* ’ */) return at;
    const next = letterWidth(text, at + 1);
    if (next === 0) return at;
    at += 1 + next;
  }
}

/** The end of a link starting at `at` ("http://", "https://" or "www."), or 0 when there is none. */
function linkEnd(text: string, at: number): number {
  let body: number;
  if (text.startsWith('http://', at)) body = at + 7;
  else if (text.startsWith('https://', at)) body = at + 8;
  else if (text.startsWith('www.', at)) body = at + 4;
  else return 0;
  return trailEnd(text, body, ').,;:]');
}

/** The end of a DOI starting at `at` ("10." and 4 to 9 digits, "/"), or 0 when there is none. */
function doiEnd(text: string, at: number): number {
  if (!text.startsWith('10.', at)) return 0;
  let digits = at + 3;
  while (digits < text.length && isDigit(text.charCodeAt(digits))) digits++;
  const count = digits - at - 3;
  if (count < 4 || count > 9 || text.charCodeAt(digits) !== 47 /* / */) return 0;
  return trailEnd(text, digits + 1, '.,;:]');
}

/**
 * The end of a link's or DOI's body from `from`: the run of characters up to white space, `<`, `>` or `"`,
 * without the trailing characters in `dropped`; 0 when nothing is left (the pattern needs one character).
 */
function trailEnd(text: string, from: number, dropped: string): number {
  let run = from;
  while (run < text.length) {
    const code = text.charCodeAt(run);
    if (code === 60 /* < */ || code === 62 /* > */ || code === 34 /* " */ || isSpace(text, run)) break;
    run++;
  }
  while (run > from && dropped.includes(text[run - 1] as string)) run--;
  return run > from ? run : 0;
}

/** The number of code units of the letter or combining mark at `at`, 0 when there is none. */
function letterWidth(text: string, at: number): number {
  if (at >= text.length) return 0;
  const code = text.charCodeAt(at);
  if (code < 0x80) {
    const lower = code | 32;
    return lower >= 97 && lower <= 122 ? 1 : 0;
  }
  LETTER.lastIndex = at;
  return LETTER.test(text) ? LETTER.lastIndex - at : 0;
}

function isSpace(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (code === 32) return true;
  if (code < 0x80) return code >= 9 && code <= 13;
  return SPACE.test(text[at] as string);
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
