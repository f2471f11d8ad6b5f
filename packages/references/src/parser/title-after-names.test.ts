import { describe, expect, it } from 'vitest';
import { type LabelledParts, relabelledBy } from './labelled-parts.test-helper.ts';
import { titleAfterNames } from './title-after-names.ts';

const relabelled = relabelledBy(titleAfterNames);

describe('titleAfterNames', () => {
  it('gives the title back the words after a full name and its full stop', () => {
    expect(
      relabelled([
        ['Berg, Anna. Tides, Winds and Waves.', 'author'],
        ['Oslo: Nord, 2001.', 'location'],
      ]),
    ).toEqual(['author: Berg, Anna.', 'title: Tides, Winds and Waves.', 'location: Oslo: Nord, 2001.']);
    expect(
      relabelled([
        ['Berg, A. K. Salt Marshes.', 'author'],
        ['Oslo', 'location'],
      ]),
    ).toEqual(['author: Berg, A. K.', 'title: Salt Marshes.', 'location: Oslo']);
  });

  it('gives the title back a part between commas that is no name, and a name ending in a particle its full stop', () => {
    expect(
      relabelled([
        ['Berg, A., Lund, K. O., Salt Marshes of the Northern Coasts, J.', 'author'],
        ['Coast. Res.', 'container'],
      ]),
    ).toEqual([
      'author: Berg, A., Lund, K. O.,',
      'title: Salt Marshes of the Northern Coasts, J.',
      'container: Coast. Res.',
    ]);
    expect(relabelled([['Andrade, Mário de. Macunaíma.', 'author']])).toEqual([
      'author: Andrade, Mário de.',
      'title: Macunaíma.',
    ]);
    expect(relabelled([['Berg, A., National Library of Medicine.', 'author']])).toEqual([
      'author: Berg, A., National Library of Medicine.',
    ]);
  });

  it('reads the part after a first name written in full, running on into the title run, as the title', () => {
    expect(
      relabelled([
        ['Berg, Anna, A Treatise', 'author'],
        ['On The Tides of Fjords,', 'title'],
        ['Nord, 1872.', 'publisher'],
      ]),
    ).toEqual(['author: Berg, Anna,', 'title: A Treatise On The Tides of Fjords,', 'publisher: Nord, 1872.']);
    const names: LabelledParts = [
      ['Berg, A., K. O. Lund and P. Dahl.', 'author'],
      ['Salt Marshes of the North.', 'title'],
    ];
    expect(relabelled(names)).toEqual([
      'author: Berg, A., K. O. Lund and P. Dahl.',
      'title: Salt Marshes of the North.',
    ]);
  });

  it('leaves lists alone: names after a separator, an initial after the full stop, names given first', () => {
    const cases: [string, string][] = [
      ['Berg, Anna. and Olaf Lund.', 'author: Berg, Anna. and Olaf Lund.'],
      ['Berg, Anna; & Lund. A., 2001.', 'author: Berg, Anna; & Lund. A., 2001.'],
      ['Berg, A. K., W. E. Lund, and O. Dahl.', 'author: Berg, A. K., W. E. Lund, and O. Dahl.'],
      ['Berg, A. Olaf and Per K. Dahl.', 'author: Berg, A. Olaf and Per K. Dahl.'],
    ];
    for (const [text, runs] of cases) expect(relabelled([[text, 'author']])).toEqual([runs]);
  });
});
