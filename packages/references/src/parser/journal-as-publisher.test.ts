import { describe, expect, it } from 'vitest';
import { journalTakenForPublisher } from './journal-as-publisher.ts';
import { type LabelledParts, relabelledBy } from './labelled-parts.test-helper.ts';

const relabelled = relabelledBy(journalTakenForPublisher);

describe('journalTakenForPublisher', () => {
  it('reads a publisher or place run that names a newspaper or journal as the container', () => {
    expect(
      relabelled([
        ['Ray, L. (2010). Harbour works resume.', 'title'],
        ['Leeds Evening Herald', 'location'],
        [', 4 May.', 'date'],
      ]),
    ).toEqual([
      'title: Ray, L. (2010). Harbour works resume.',
      'container: Leeds Evening Herald',
      'date: , 4 May.',
    ]);
  });

  it('reads a publisher run followed by the pages as the container, up to a number it took in', () => {
    expect(
      relabelled([
        ['A lemma.', 'title'],
        ['ICALP,', 'publisher'],
        ['12-19', 'pages'],
      ]),
    ).toEqual(['title: A lemma.', 'container: ICALP', 'publisher: ,', 'pages: 12-19']);
  });

  it('reads a place run followed by the date and an issue as the journal', () => {
    expect(
      relabelled([
        ['« Les marées »,', 'title'],
        ['Rivages,', 'location'],
        ['1979,', 'date'],
        ['n° 9.', 'issue'],
      ]),
    ).toEqual(['title: « Les marées »,', 'container: Rivages', 'location: ,', 'date: 1979,', 'issue: n° 9.']);
  });

  it('leaves publishers, a place before its publisher and a place before the pages alone', () => {
    const press: LabelledParts = [
      ['A lemma.', 'title'],
      ['Harbor Press,', 'publisher'],
      ['12-19', 'pages'],
    ];
    expect(relabelled(press)).toEqual(['title: A lemma.', 'publisher: Harbor Press,', 'pages: 12-19']);
    const place: LabelledParts = [
      ['A lemma.', 'title'],
      ['Perth, Australia,', 'location'],
      ['pp. 12-19', 'pages'],
    ];
    expect(relabelled(place)).toEqual(['title: A lemma.', 'location: Perth, Australia,', 'pages: pp. 12-19']);
  });
});
