import { describe, expect, it } from 'vitest';
import { type LabelledParts, relabelledBy } from './labelled-parts.test-helper.ts';
import { surnameTakenForTitle } from './surname-after-initials.ts';

const relabelled = relabelledBy(surnameTakenForTitle);

describe('surnameTakenForTitle', () => {
  it('gives the last author back the surname the title run took, in a list written given names first', () => {
    expect(
      relabelled([
        ['Anna Berg and K.', 'author'],
        ['Olsen Lund. Tidal mixing in fjords.', 'title'],
      ]),
    ).toEqual(['author: Anna Berg and K. Olsen Lund.', 'title: Tidal mixing in fjords.']);
    expect(
      relabelled([
        ['A. B. Berg, K.', 'author'],
        ['Olsen-Lund 2011 Tidal mixing in fjords.', 'title'],
      ]),
    ).toEqual(['author: A. B. Berg, K. Olsen-Lund', 'date: 2011', 'title: Tidal mixing in fjords.']);
  });

  it("gives it back after a given name and initial, with Chicago's inverted first author", () => {
    expect(
      relabelled([
        ['Berg, Anna L. and Olaf K.', 'author'],
        ['Lund 2013 Tidal mixing in fjords.', 'title'],
      ]),
    ).toEqual(['author: Berg, Anna L. and Olaf K. Lund', 'date: 2013', 'title: Tidal mixing in fjords.']);
  });

  it('leaves a list written surname first, a run ending in its separator and a short title alone', () => {
    const surnameFirst: LabelledParts = [
      ['Berg, Anna, and Lund, K.', 'author'],
      ['Tidal Mixing: In Fjords.', 'title'],
    ];
    expect(relabelled(surnameFirst)).toEqual([
      'author: Berg, Anna, and Lund, K.',
      'title: Tidal Mixing: In Fjords.',
    ]);
    const comma: LabelledParts = [
      ['Anna Berg,', 'author'],
      ['Tidal Mixing: A Study of Fjords.', 'title'],
    ];
    expect(relabelled(comma)).toEqual(['author: Anna Berg,', 'title: Tidal Mixing: A Study of Fjords.']);
    const short: LabelledParts = [
      ['Anna Berg and K.', 'author'],
      ['Olsen. Fjords.', 'title'],
    ];
    expect(relabelled(short)).toEqual(['author: Anna Berg and K.', 'title: Olsen. Fjords.']);
  });
});
