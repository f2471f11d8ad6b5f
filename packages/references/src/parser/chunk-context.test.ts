import { describe, expect, it } from 'vitest';
import { chunkContext } from './chunk-context.ts';
import { tokenizeReference } from './tokenize-reference.ts';

const MARKS = new Set([',', '.', ':', ';', '(', ')']);

/** Each token's chunk case, and the text of the word after its chunk's marks ('-' at the end of the string). */
function context(text: string): { cases: string; after: string[] } {
  const tokens = tokenizeReference(text);
  const facts = tokens.map((token, index) => ({ shape: index, boundary: MARKS.has(token.text) }));
  const { chunkCase, after } = chunkContext(tokens, facts, -1);
  return {
    cases: [...chunkCase].join(''),
    after: [...after].map((index) => tokens[index]?.text ?? '-'),
  };
}

describe('chunkContext', () => {
  it('tells title case from sentence case, chunk by chunk', () => {
    // A note on the determinant , Information and Computation , 84 .
    expect(context('A note on the determinant, Information and Computation, 84.').cases).toBe('222222111100');
  });

  it('gives every token of a chunk, and its closing marks, the first word after them', () => {
    const { after } = context('Nature, 12 (3).');
    expect(after).toEqual(['12', '12', '3', '3', '-', '-', '-']);
  });
});
