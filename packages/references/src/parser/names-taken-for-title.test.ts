import { describe, expect, it } from 'vitest';
import { relabelledBy } from './labelled-parts.test-helper.ts';
import { namesTakenForTitle } from './names-taken-for-title.ts';

const relabelled = relabelledBy(namesTakenForTitle);

describe('namesTakenForTitle', () => {
  it('gives the authors a list of names the title run starts with', () => {
    expect(relabelled([['Anna Berg and Olaf Lund. Tides of the northern fjords.', 'title']])).toEqual([
      'author: Anna Berg and Olaf Lund.',
      'title: Tides of the northern fjords.',
    ]);
    expect(relabelled([['Berg Anna: Tides of fjords.', 'title']])).toEqual([
      'author: Berg Anna:',
      'title: Tides of fjords.',
    ]);
  });

  it('leaves a title that starts otherwise, and strings with authors, alone', () => {
    expect(relabelled([['Pride and Prejudice. A Novel of Manners.', 'title']])).toEqual([
      'title: Pride and Prejudice. A Novel of Manners.',
    ]);
    expect(
      relabelled([
        ['Berg, A.', 'author'],
        ['Anna Lund. Tides of fjords.', 'title'],
      ]),
    ).toEqual(['author: Berg, A.', 'title: Anna Lund. Tides of fjords.']);
  });
});
