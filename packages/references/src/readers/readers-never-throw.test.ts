import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readBibtex } from './read-bibtex.ts';
import { readCslJson } from './read-csl-json.ts';
import { readEndnoteXml } from './read-endnote-xml.ts';
import { readNbib } from './read-nbib.ts';
import { readRis } from './read-ris.ts';
import { readText } from './read-text.ts';

// Acceptance 4: every reader, on arbitrary input, returns items and warnings and never throws.
const readers = { readText, readRis, readNbib, readBibtex, readCslJson, readEndnoteXml };
// Inputs that look a little like each format reach deeper than random noise.
const fragments = fc.constantFrom(
  'TY  - JOUR\n',
  'ER  - \n',
  'PMID- 1\n',
  'AU  - ',
  '@article{',
  '}',
  '{',
  '"',
  '<xml><records><record>',
  '</record>',
  '1. ',
  '[2] ',
  '\n\n',
  'doi:10.1/x',
  ',',
  ';',
  'date-parts',
);
const inputs = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.array(fragments, { maxLength: 40 }).map((parts) => parts.join('')),
  fc.uint8Array({ maxLength: 300 }),
);

describe('readers on arbitrary input', () => {
  it.each(Object.entries(readers))('%s never throws and always answers with lists', (_name, read) => {
    fc.assert(
      fc.property(inputs, (input) => {
        const result = read(input);
        expect(Array.isArray(result.items)).toBe(true);
        expect(Array.isArray(result.warnings)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  // No clock here (speed is `npm run bench`): a backtracking pattern on these lines would run for minutes and hit the
  // test's guard timeout; a linear reader answers at once.
  it.each(Object.entries(readers))('%s reads a 1 MB pathological line and answers', (_name, read) => {
    for (const line of ['TY  - '.repeat(170_000), '{'.repeat(1_000_000), `${'a, '.repeat(340_000)}`]) {
      const result = read(line);
      expect(Array.isArray(result.warnings)).toBe(true);
    }
  });

  it('refuses an RIS or NBIB file over 5 MB with the spec message', () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1).fill(32);
    for (const read of [readRis, readNbib]) {
      expect(read(big).warnings).toEqual([
        { code: 'file_too_large', message: 'Files size must be 5MB or smaller.' },
      ]);
    }
  });
});
