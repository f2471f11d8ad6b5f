import { describe, expect, it } from 'vitest';
import { relabelledBy } from './labelled-parts.test-helper.ts';
import { parseReferenceString } from './parse-reference-string.ts';
import { surnameAfterAmpersand } from './surname-after-ampersand.ts';

const relabelled = relabelledBy(surnameAfterAmpersand);

describe('surnameAfterAmpersand', () => {
  it('gives the last author back from the title in a list with no full stop after the names', () => {
    expect(
      relabelled([
        ['Berg AL &', 'author'],
        ['Lund OK Tidal mixing in fjords.', 'title'],
      ]),
    ).toEqual(['author: Berg AL & Lund OK', 'title: Tidal mixing in fjords.']);
    expect(
      relabelled([
        ['Berg AL, Dahl T and', 'author'],
        ['Olsen-Lund K Tidal mixing in fjords.', 'title'],
      ]),
    ).toEqual(['author: Berg AL, Dahl T and Olsen-Lund K', 'title: Tidal mixing in fjords.']);
  });

  it('leaves a title that opens otherwise', () => {
    for (const title of ['Tidal mixing in fjords.', 'Fjords AB testing.', 'Lund OK'])
      expect(
        relabelled([
          ['Berg AL &', 'author'],
          [title, 'title'],
        ]),
      ).toEqual(['author: Berg AL &', `title: ${title}`]);
  });

  it('parses such a reference into its authors and title', () => {
    const item = parseReferenceString(
      'Frost B, Hemberg M, Lewis J & Feany MB Tau promotes neurodegeneration through global chromatin relaxation. Nat Neurosci 17, 357–366 (2014).',
      'r1',
    );
    expect(item.author?.map((name) => name.family)).toEqual(['Frost', 'Hemberg', 'Lewis', 'Feany']);
    expect(item.title).toBe('Tau promotes neurodegeneration through global chromatin relaxation');
  });
});
