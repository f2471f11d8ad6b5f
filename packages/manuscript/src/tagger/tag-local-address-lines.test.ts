import { describe, expect, it } from 'vitest';
import { ALPINE, ALPINE_FRONT } from '../test-support/alpine-paper.ts';
import { boldP, p } from '../test-support/build-docx.ts';
import { stepsByText } from '../test-support/steps-by-text.ts';

// Affiliations typed as address blocks, a line per part, the place on the last line.
const TITLE = ALPINE.title;
const REST = [
  ...ALPINE_FRONT.slice(3),
  boldP('Introduction'),
  p(ALPINE.introduction),
  boldP('Methods'),
  p(ALPINE.methods),
];

describe('an affiliation typed over lines', () => {
  it('keeps its place line ("Bern, Switzerland", "London, UK") with the affiliation above it', () => {
    const blocks = [
      ['Institute of Ecology, University of Bern', 'Bern, Switzerland'],
      ['Institute of Ecology', 'University of Bern', 'Baltzerstrasse 6, 3012 Bern, Switzerland'],
      ['Department of Geography', 'University College London', 'London, UK'],
      ['Department of Biological Sciences, University of Cape Town', 'Cape Town, South Africa'],
      ['Institute for Biodiversity, University of Amsterdam', 'Amsterdam, The Netherlands'],
      ['Department of Ecology and Evolutionary Biology, Yale University', 'New Haven, CT 06511'],
    ];
    for (const lines of blocks) {
      const steps = stepsByText(
        p(TITLE),
        p('Maria Rossi and John Smith'),
        ...lines.map((l) => p(l)),
        ...REST,
      );
      for (const line of lines) expect(steps[line], line).toEqual(['front.affiliations']);
    }
  });

  it('still reads a name after an affiliation as the next author (one author, one affiliation, in turn)', () => {
    const lines = [
      'Maria Rossi',
      'Institute of Ecology, University of Bern, Bern, Switzerland',
      'Diego Garcia',
      'School of Biological Sciences, University of Bristol, Bristol, UK',
    ];
    const steps = stepsByText(p(TITLE), ...lines.map((l) => p(l)), ...REST);
    expect(lines.map((l) => steps[l])).toEqual([
      ['front.authors'],
      ['front.affiliations'],
      ['front.authors'],
      ['front.affiliations'],
    ]);
  });
});

describe('the corresponding author’s details over lines', () => {
  it('reads "Author for correspondence" as the label and keeps a telephone line under it', () => {
    const lines = [
      'Author for correspondence: Maria Rossi',
      'maria.rossi@unibe.ch',
      'Tel: +41 31 684 1111; Fax: +41 31 684 1112',
    ];
    const steps = stepsByText(
      p(TITLE),
      p('Maria Rossi and John Smith'),
      p('Institute of Ecology, University of Bern, Bern, Switzerland'),
      ...lines.map((l) => p(l)),
      ...REST,
    );
    for (const line of lines) expect(steps[line], line).toEqual(['front.correspondence']);
  });
});
