import { describe, expect, it } from 'vitest';
import { bodyTakenForTitle } from './body-taken-for-title.ts';
import { type LabelledParts, relabelledBy } from './labelled-parts.test-helper.ts';

const relabelled = relabelledBy(bodyTakenForTitle);

describe('bodyTakenForTitle', () => {
  it('gives the author back a body that opens the string before the date and the title', () => {
    expect(
      relabelled([
        ['‘Quantum GIS Development Team’.', 'title'],
        ['(2014)', 'date'],
        ['Quantum GIS Geographic Information System.', 'title'],
        ['Open Source Geospatial Foundation Project.', 'publisher'],
      ]),
    ).toEqual([
      'author: ‘Quantum GIS Development Team’.',
      'date: (2014)',
      'title: Quantum GIS Geographic Information System.',
      'publisher: Open Source Geospatial Foundation Project.',
    ]);
  });

  it('leaves a title that names no body, and a list with an author', () => {
    const kept: LabelledParts[] = [
      [
        ['Mitochondrial drift in tissues.', 'title'],
        ['(2014)', 'date'],
        ['Imaginary Studies.', 'title'],
      ],
      [
        ['Mental health in the Workplace Group.', 'title'],
        ['(2019)', 'date'],
        ['Information sheet.', 'title'],
      ],
      [
        ['Fact sheet: national health expenditure.', 'title'],
        ['(2020)', 'date'],
        ['Centers for Medicare and Medicaid Services.', 'title'],
      ],
      [
        ['Smith, J.', 'author'],
        ['Study Group findings.', 'title'],
        ['(2014)', 'date'],
        ['A report.', 'title'],
      ],
    ];
    for (const parts of kept)
      expect(relabelled(parts)).toEqual(parts.map(([text, label]) => `${label}: ${text}`));
  });
});
