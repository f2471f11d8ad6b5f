import { describe, expect, it } from 'vitest';
import { type LabelledParts, relabelledBy } from './labelled-parts.test-helper.ts';
import { titleWordTakenForDate } from './title-word-taken-for-date.ts';

const relabelled = relabelledBy(titleWordTakenForDate);

describe('titleWordTakenForDate', () => {
  it('gives the title back its first word that begins like a month', () => {
    expect(
      relabelled([
        ['Hallows JL, Vincent I', 'author'],
        ['(2003) Decreased', 'date'],
        ['cyclin-dependent kinase 5 activity.', 'title'],
      ]),
    ).toEqual([
      'author: Hallows JL, Vincent I',
      'date: (2003)',
      'title: Decreased cyclin-dependent kinase 5 activity.',
    ]);
    expect(
      relabelled([
        ['(2007) Marathon', 'date'],
        ['runners: how do they age?', 'title'],
      ]),
    ).toEqual(['date: (2007)', 'title: Marathon runners: how do they age?']);
  });

  it('gives a one-word journal before the volume to the container when there is none', () => {
    expect(
      relabelled([
        ['Davies, P.', 'author'],
        ['(1976) Lancet', 'date'],
        ['2,', 'volume'],
        ['1403.', 'pages'],
      ]),
    ).toEqual(['author: Davies, P.', 'date: (1976)', 'container: Lancet', 'volume: 2,', 'pages: 1403.']);
    const withContainer: LabelledParts = [
      ['Nature', 'container'],
      ['(1976) Lancet', 'date'],
      ['2.', 'volume'],
    ];
    expect(relabelled(withContainer)).toEqual(['container: Nature', 'date: (1976) Lancet', 'volume: 2.']);
    // A season in German, Spanish or Italian stays the date's.
    const season: LabelledParts = [
      ['(2001) Herbst', 'date'],
      ['35,', 'volume'],
    ];
    expect(relabelled(season)).toEqual(['date: (2001) Herbst', 'volume: 35,']);
  });

  it('leaves months, seasons and abbreviations with the date', () => {
    for (const month of ['December', 'Winter', 'Sept', 'Juillet']) {
      expect(
        relabelled([
          [`(2003, ${month})`, 'date'],
          ['Cyclin-dependent kinase 5 activity.', 'title'],
        ]),
      ).toEqual([`date: (2003, ${month})`, 'title: Cyclin-dependent kinase 5 activity.']);
    }
    expect(
      relabelled([
        ['2003 December', 'date'],
        ['Cyclin-dependent kinase.', 'title'],
      ]),
    ).toEqual(['date: 2003 December', 'title: Cyclin-dependent kinase.']);
  });
});
