import { describe, expect, it } from 'vitest';
import { parseAuthorList } from './parse-author-list.ts';

// A role in brackets gave a person the family name "(Director)", "(trans.)", "(dir.)" or "(a cura di)", and
// French lists' bracketed initials a family name "(M.I.)" (24 lists in the shared dev strings).
describe('roles and initials in brackets after a name', () => {
  it('drops the role and keeps the person', () => {
    expect(parseAuthorList('Barron, D., Heyman, D. (Producers), & Yates, D. (Director).')).toEqual([
      { family: 'Barron', given: 'D.' },
      { family: 'Heyman', given: 'D.' },
      { family: 'Yates', given: 'D.' },
    ]);
    expect(parseAuthorList('Moore, M. (Writer/Director).')).toEqual([{ family: 'Moore', given: 'M.' }]);
    expect(parseAuthorList('Douglas W. Stott (ed. and trans.)')).toEqual([
      { family: 'Stott', given: 'Douglas W.' },
    ]);
    expect(parseAuthorList('K. Brown (gen. ed.)')).toEqual([{ family: 'Brown', given: 'K.' }]);
    expect(parseAuthorList('Pierre BIRNBAUM (dir.)')).toEqual([{ family: 'BIRNBAUM', given: 'Pierre' }]);
    expect(parseAuthorList('Robert Laffont (éd.)')).toEqual([{ family: 'Laffont', given: 'Robert' }]);
    expect(parseAuthorList('Inka Mülder-Bach, Gerhard Neumann (Hgg.)').map((name) => name.family)).toEqual([
      'Mülder-Bach',
      'Neumann',
    ]);
  });

  it('reads a list cut inside its brackets', () => {
    expect(parseAuthorList('G. Geymonat, ed.)')).toEqual([{ family: 'Geymonat', given: 'G.' }]);
    expect(parseAuthorList('(M. Cooper, J. C. Watson, Eds.)').map((name) => name.family)).toEqual([
      'Cooper',
      'Watson',
    ]);
    expect(parseAuthorList('H. J. Silverman, Trans.)')).toEqual([{ family: 'Silverman', given: 'H. J.' }]);
  });

  it('reads French bracketed initials as given names', () => {
    expect(parseAuthorList('SIERVO (M.), GREY (P.), NYAN (O.A.)')).toEqual([
      { family: 'SIERVO', given: 'M.' },
      { family: 'GREY', given: 'P.' },
      { family: 'NYAN', given: 'O.A.' },
    ]);
  });

  // "Translated by William Weaver" gave a translator with given name "Translated by William" (27 lists).
  it('drops a role said before the names', () => {
    expect(parseAuthorList('Translated by William Weaver')).toEqual([{ family: 'Weaver', given: 'William' }]);
    expect(parseAuthorList('Edited and translated by Charles Francis Atkinson')).toEqual([
      { family: 'Atkinson', given: 'Charles Francis' },
    ]);
    expect(parseAuthorList('trans. D. W. Robertson, Jr.')).toEqual([
      { family: 'Robertson', given: 'D. W.', suffix: 'Jr' },
    ]);
    expect(parseAuthorList('Basil Creighton; revised by Joseph Mileck')).toEqual([
      { family: 'Creighton', given: 'Basil' },
      { family: 'Mileck', given: 'Joseph' },
    ]);
    expect(
      parseAuthorList('Boudon R., Bulle N., Cherkaoui M. (sous la dir.)').map((name) => name.family),
    ).toEqual(['Boudon', 'Bulle', 'Cherkaoui']);
  });

  it("keeps initials that spell a role's abbreviation", () => {
    expect(parseAuthorList('Insel, TR., Young, LJ.').map((name) => name.given)).toEqual(['TR', 'LJ']);
    expect(parseAuthorList('Trask R, Byrne J').map((name) => name.family)).toEqual(['Trask', 'Byrne']);
  });

  it("keeps a body's country in brackets part of its name", () => {
    expect(parseAuthorList('National Research Council (U.S.)')).toEqual([
      { literal: 'National Research Council (U.S.)' },
    ]);
  });

  it("drops ABNT's and other languages' roles, and a role after a comma", () => {
    expect(parseAuthorList('SOUZA, M.; LIMA, P. (Orgs.)').map((name) => name.family)).toEqual([
      'SOUZA',
      'LIMA',
    ]);
    expect(parseAuthorList('Rossi, M. (Trad.)')).toEqual([{ family: 'Rossi', given: 'M.' }]);
    expect(parseAuthorList('Soderbergh, Steven, director.')).toEqual([
      { family: 'Soderbergh', given: 'Steven' },
    ]);
  });

  it('drops a role that closes the list without brackets or a comma, never a given name', () => {
    expect(parseAuthorList('Huf, Christina & Irmtraud Schnell Hrsg.')).toEqual([
      { family: 'Huf', given: 'Christina' },
      { family: 'Schnell', given: 'Irmtraud' },
    ]);
    expect(parseAuthorList('Smith J, Roe B eds').map((name) => name.family)).toEqual(['Smith', 'Roe']);
    expect(parseAuthorList('Moss, Ed')).toEqual([{ family: 'Moss', given: 'Ed' }]);
    expect(parseAuthorList('Smeets, R. (Hg')).toEqual([{ family: 'Smeets', given: 'R.' }]);
  });

  it('reads bracketed initials after a family name led by a particle in capitals', () => {
    expect(parseAuthorList('DE GAULLE (Ch.)')).toEqual([{ family: 'DE GAULLE', given: 'Ch.' }]);
  });
});
