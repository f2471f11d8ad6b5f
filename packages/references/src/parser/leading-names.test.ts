import { describe, expect, it } from 'vitest';
import { relabelledBy } from './labelled-parts.test-helper.ts';
import { leadingNames } from './leading-names.ts';
import { parseReferenceString } from './parse-reference-string.ts';

const relabelled = relabelledBy(leadingNames);

describe('leadingNames', () => {
  it('reads leading names without an editors’ mark as the authors', () => {
    expect(
      relabelled([
        ['Berg, Anna,', 'editor'],
        ['Salt Marshes,', 'title'],
        ['Nord, 2001.', 'publisher'],
      ]),
    ).toEqual(['author: Berg, Anna,', 'title: Salt Marshes,', 'publisher: Nord, 2001.']);
  });

  it('reads leading names with the mark after them as the editors', () => {
    expect(
      relabelled([
        ['Berg, A., & Lund, K.', 'author'],
        ['(Eds.).', 'editor'],
        ['Salt Marshes.', 'title'],
      ]),
    ).toEqual(['editor: Berg, A., & Lund, K. (Eds.).', 'title: Salt Marshes.']);
  });

  it('leaves editors with their mark and authors without one alone', () => {
    expect(
      relabelled([
        ['Berg, Anna, ed.', 'editor'],
        ['Salt Marshes.', 'title'],
      ]),
    ).toEqual(['editor: Berg, Anna, ed.', 'title: Salt Marshes.']);
    expect(
      relabelled([
        ['Berg, A.', 'author'],
        ['Salt Marshes.', 'title'],
      ]),
    ).toEqual(['author: Berg, A.', 'title: Salt Marshes.']);
  });
});

// ABNT's "(Org.)" / "(Orgs.)" after the names: the organisers were authors and the title began "Orgs.). …".
describe('leadingNames, ABNT organisers', () => {
  it('reads the names before "(Orgs.)" as editors and keeps the mark out of the title', () => {
    const item = parseReferenceString(
      'SILVA, J.; SANTOS, M. (Orgs.). Título do livro. São Paulo: Atlas, 2010.',
      'r1',
    );
    expect(item.editor?.map((name) => name.family)).toEqual(['SILVA', 'SANTOS']);
    expect(item.author).toBeUndefined();
    expect(item.title).toBe('Título do livro');
  });
});
