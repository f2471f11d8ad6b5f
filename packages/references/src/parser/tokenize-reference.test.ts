import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenizeReference } from './tokenize-reference.ts';

// The definition the scanner implements (see tokenize-reference.ts), read with matchAll.
const TOKEN =
  /(?:https?:\/\/|www\.)[^\s<>"]*[^\s<>".,;:)\]]|10\.\d{4,9}\/[^\s"<>]*[^\s"<>.,;:\]]|[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*|\d+|[^\s\p{L}\p{M}\d]/gu;

function byPattern(text: string) {
  return [...text.matchAll(TOKEN)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
    spaceBefore: match.index > 0 && /\s/.test(text[match.index - 1] ?? ''),
  }));
}

// Pieces that exercise every branch: links and DOIs cut by punctuation, apostrophes, marks, astral letters and
// symbols, lone surrogates, and white space other than the space.
const PIECES = [
  'http://',
  'https://',
  'www.',
  'h',
  'w',
  '10.',
  '1',
  '10.1234/',
  '10.123/',
  '10.1234567890/',
  'doi.org/',
  'Smith',
  'Müller',
  'e\u0301',
  '\u0301',
  'O',
  "'",
  '’',
  's',
  '2020',
  '.',
  ',',
  ';',
  ':',
  ')',
  ']',
  '(',
  '<',
  '>',
  '"',
  '-',
  '/',
  ' ',
  '  ',
  '\t',
  '\n',
  '\u00a0',
  '\u2009',
  '\u3000',
  '𝑥',
  '😀',
  '\ud800',
  '\udc00',
  'ª',
  '漢字',
];

describe('tokenizeReference', () => {
  it('splits a Vancouver reference into words, numbers, punctuation and a whole DOI', () => {
    const tokens = tokenizeReference("O'Brien J. Title. Nature. 2020;12(3):100-9. doi:10.1038/nature.123.");
    expect(tokens.map((token) => token.text)).toEqual(
      [
        "O'Brien",
        'J',
        '.',
        'Title',
        '.',
        'Nature',
        '.',
        '2020',
        ';',
        '12',
        '(',
        '3',
        ')',
        ':',
        '100',
        '-',
        '9',
      ].concat(['.', 'doi', ':', '10.1038/nature.123', '.']),
    );
    expect(tokens[1]).toEqual({ text: 'J', start: 8, end: 9, spaceBefore: true });
    expect(tokens[2]?.spaceBefore).toBe(false);
  });

  it('gives the tokens of the defining pattern for any text', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }), (pieces) => {
        const text = pieces.join('');
        expect(tokenizeReference(text)).toEqual(byPattern(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('gives the tokens of the defining pattern for arbitrary Unicode text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        expect(tokenizeReference(text)).toEqual(byPattern(text));
      }),
      { numRuns: 1000 },
    );
  });
});
