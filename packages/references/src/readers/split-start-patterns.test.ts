import { describe, expect, it } from 'vitest';
import {
  startsWithInitialsAuthorList,
  startsWithNameAndQuotedTitle,
  startsWithNamesWithoutCommas,
  startsWithPublisherPlace,
  startsWithUrlPiece,
  upperCaseAuthorEvidence,
} from './split-start-patterns.ts';

describe('upperCaseAuthorEvidence: surnames in capitals, as French and Italian lists print them', () => {
  it('reads a surname in capitals with a given name, initials or bracketed initials as an author', () => {
    expect(
      upperCaseAuthorEvidence('MARTIN Claire, DUBOIS Paul, « Les villes du fleuve », Revue'),
    ).toBeGreaterThan(3);
    expect(upperCaseAuthorEvidence('BERNARD Louise, “Les ponts de Paris”, Annales, 1990')).toBeGreaterThan(3);
    expect(
      upperCaseAuthorEvidence('DE LUCA ROSSI M., 1998, "La città antica e il suo porto"'),
    ).toBeGreaterThan(3);
    expect(upperCaseAuthorEvidence('LEROY (J.), FAURE (A.), 2001, Les marchés ruraux')).toBeGreaterThan(3);
  });

  it('reads a body in capitals with its year as an author-date start, for less', () => {
    expect(upperCaseAuthorEvidence('INSERM, 2012, Rapport sur les rivières, Paris')).toBe(2.5);
  });

  it('leaves a body’s acronym before a publisher’s word, a volume or pages alone', () => {
    expect(upperCaseAuthorEvidence('IEEE Press, 1995. Pages 1-9.')).toBe(0);
    expect(upperCaseAuthorEvidence('ACM Transactions, 12(3), 1-9.')).toBe(0);
    expect(upperCaseAuthorEvidence('NASA Ames, pp. 12-19.')).toBe(0);
    expect(upperCaseAuthorEvidence('BACE. Science. 1999;286:735-741.')).toBe(0);
  });
});

describe('startsWithPublisherPlace: a publisher and its place, the end of a book’s reference', () => {
  it('reads "Publisher, City, ST." as the rest of a reference', () => {
    expect(startsWithPublisherPlace('Academic Press, San Diego, CA.')).toBe(true);
    expect(startsWithPublisherPlace('Lake House, Upper Saddle River, NJ, 1999.')).toBe(true);
  });

  it('leaves author lists alone', () => {
    expect(startsWithPublisherPlace('Smith JA, Jones B, Lee KC. Rivers. Nature. 2001;1:1-9.')).toBe(false);
    expect(startsWithPublisherPlace('Mark Keane, Padraig Cunningham, and Ann Lee. Rivers.')).toBe(false);
    expect(
      startsWithPublisherPlace('Kerchner GA, Hess, CP, Hammond KE, et al. Rivers. Neurology 2010;7:1-9'),
    ).toBe(false);
  });
});

describe('startsWithUrlPiece: the rest of a URL or a path broken at the line’s end', () => {
  it('reads a first word with a path’s or a query’s marks as a piece', () => {
    expect(startsWithUrlPiece('Final_Report_2019.pdf (accessed 3 May 2019).')).toBe(true);
    expect(startsWithUrlPiece('A/RES/60/1 [accessed 6 June 2016]')).toBe(true);
    expect(startsWithUrlPiece('index.php?id=3&lang=en (last visited 2020).')).toBe(true);
  });

  it('leaves names, titles and a body’s name joined by underscores alone', () => {
    expect(startsWithUrlPiece('Smith, J. (2001). Rivers.')).toBe(false);
    expect(startsWithUrlPiece('The_Global_Rivers_Network (2010) A survey of rivers.')).toBe(false);
    expect(startsWithUrlPiece('"Rivers and/or lakes." In Water, 1-9.')).toBe(false);
    expect(
      startsWithUrlPiece('MTCH2/MIMP is a facilitator of protein recruitment. Nat Cell Biol 12:1-9.'),
    ).toBe(false);
  });
});

describe('startsWithNamesWithoutCommas: Vancouver names whose commas were left out', () => {
  it('reads three surnames with bare initials in a row as authors', () => {
    expect(
      startsWithNamesWithoutCommas('Kim HS Park JY Lee SM. Seasonal variation of river temperature.'),
    ).toBe(true);
  });

  it('leaves a journal’s abbreviation alone', () => {
    expect(startsWithNamesWithoutCommas('Proc R Soc B Biol Sci 223:293-317')).toBe(false);
    expect(startsWithNamesWithoutCommas('Kim HS, Park JY. Rivers.')).toBe(false);
  });
});

describe('startsWithNameAndQuotedTitle: an author as notes-style lists print one', () => {
  it('reads a given name and a surname before a quoted title as an author', () => {
    expect(startsWithNameAndQuotedTitle('Mara Oduya-Lind, “Ferries of the Baltic,” Coastal Review')).toBe(
      true,
    );
    expect(startsWithNameAndQuotedTitle('Karl T. Brandt, "Lakes," in Rivers and Lakes, ed.')).toBe(true);
  });

  it('leaves a place, a journal or a publisher before a plain title alone', () => {
    expect(startsWithNameAndQuotedTitle('New York, 1998.')).toBe(false);
    expect(startsWithNameAndQuotedTitle('Coastal Review, 12, 1-9.')).toBe(false);
    expect(startsWithNameAndQuotedTitle('Fenwick Hale, Lakes and rivers.')).toBe(false);
  });
});

describe('startsWithInitialsAuthorList: two authors or more, initials first, joined by and', () => {
  it('reads a pair or a list of such authors', () => {
    expect(startsWithInitialsAuthorList('R. Okafor and M. Lind. Routing packets on shared links.')).toBe(
      true,
    );
    expect(startsWithInitialsAuthorList('A. B. Cole, D. Fenn, and K.-L. Ito, “Lakes,” Coastal Review')).toBe(
      true,
    );
  });

  it('leaves one author, a journal and a place alone', () => {
    expect(startsWithInitialsAuthorList('R. Okafor. Routing packets on shared links.')).toBe(false);
    expect(startsWithInitialsAuthorList('J. Coastal Res. and Mar. Sci. 12, 1-9.')).toBe(false);
    expect(startsWithInitialsAuthorList('Boulder and Denver, CO: Fenwick.')).toBe(false);
  });
});
