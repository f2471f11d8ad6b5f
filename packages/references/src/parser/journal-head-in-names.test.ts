import { describe, expect, it } from 'vitest';
import { journalHeadInNames } from './journal-head-in-names.ts';
import { type LabelledParts, relabelledBy } from './labelled-parts.test-helper.ts';

const relabelled = relabelledBy(journalHeadInNames);

describe('journalHeadInNames', () => {
  it("gives the journal the head of its abbreviation left after a given-name-first list's last name", () => {
    expect(
      relabelled([
        ['S. Weinberg, J.', 'author'],
        ['Math. Phys.', 'container'],
        ['8,', 'volume'],
      ]),
    ).toEqual(['author: S. Weinberg,', 'container: J. Math. Phys.', 'volume: 8,']);
    expect(
      relabelled([
        ['R. Argurio and S. Kachru, Fortsch.', 'author'],
        ['Phys.', 'container'],
      ]),
    ).toEqual(['author: R. Argurio and S. Kachru,', 'container: Fortsch. Phys.']);
  });

  it('leaves initials in a family-first list, a name after them, and a list with no journal after it', () => {
    const kept: LabelledParts[] = [
      [
        ['Weinberg, S., Smith, J.', 'author'],
        ['Math. Phys.', 'container'],
      ],
      [
        ['S. Weinberg, J. A.', 'author'],
        ['A study of things.', 'title'],
      ],
      [
        ['R. P. Feynman, Sr.', 'author'],
        ['Rev. Mod. Phys.', 'container'],
      ],
      [
        ['S. Weinberg, J. Smith', 'author'],
        ['Phys. Rev.', 'container'],
      ],
    ];
    for (const parts of kept) {
      expect(relabelled(parts)).toEqual(parts.map(([text, label]) => `${label}: ${text}`));
    }
  });
});
