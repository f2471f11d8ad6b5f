import { describe, expect, it } from 'vitest';
import { type LabelledParts, relabelledBy } from './labelled-parts.test-helper.ts';
import { containerAfterQuotedTitle } from './quoted-title.ts';

const relabelled = relabelledBy(containerAfterQuotedTitle);

describe('containerAfterQuotedTitle', () => {
  it('reads the words after a closing quote in the same title run as the container', () => {
    expect(
      relabelled([
        ['Kim, J.', 'author'],
        ['“Rivers of the North.” Field Notes Monthly.', 'title'],
        ['2004.', 'date'],
      ]),
    ).toEqual([
      'author: Kim, J.',
      'title: “Rivers of the North.”',
      'container: Field Notes Monthly',
      'note: .',
      'date: 2004.',
    ]);
  });

  it('drops "in" before the container and stops it at a date', () => {
    expect(
      relabelled([
        ['Kim, J.', 'author'],
        ['« Les fleuves », in Revue du Nord, 12 mai 2004', 'title'],
      ]),
    ).toEqual([
      'author: Kim, J.',
      'title: « Les fleuves »,',
      'note: in',
      'container: Revue du Nord',
      'note: , 12 mai 2004',
    ]);
  });

  it('takes the book after "in" over a container found after the editors, with a span of years in it', () => {
    expect(
      relabelled([
        ['Kim, J.', 'author'],
        ['“Rivers,” in Northern Waters, 1900-1950: A History,', 'title'],
        ['ed.', 'editor'],
        ['Ann Lee', 'container'],
      ]),
    ).toEqual([
      'author: Kim, J.',
      'title: “Rivers,”',
      'note: in',
      'container: Northern Waters, 1900-1950: A History',
      'note: ,',
      'editor: ed. Ann Lee',
    ]);
    const going: LabelledParts = [
      ['‘Rivers’ in Northern Waters', 'title'],
      ['Sea Review', 'container'],
    ];
    expect(relabelled(going)).toEqual(['title: ‘Rivers’ in Northern Waters', 'container: Sea Review']);
  });

  it("reads the book after LaTeX's ``…'' quotes", () => {
    expect(
      relabelled([
        ['Kim, J.', 'author'],
        ["``Rivers,'' in Northern Waters", 'title'],
        ['(2001)', 'date'],
      ]),
    ).toEqual([
      'author: Kim, J.',
      "title: ``Rivers,''",
      'note: in',
      'container: Northern Waters',
      'date: (2001)',
    ]);
  });

  it('leaves a subtitle after the quote, a list of quoted titles and a found container alone', () => {
    const subtitle: LabelledParts = [
      ['Kim, J.', 'author'],
      ['“Behind the Door”: Shopkeepers between the Wars', 'title'],
    ];
    expect(relabelled(subtitle)).toEqual([
      'author: Kim, J.',
      'title: “Behind the Door”: Shopkeepers between the Wars',
    ]);
    expect(relabelled([['Novels: “Rain,” “Snow.”', 'title']])).toEqual(['title: Novels: “Rain,” “Snow.”']);
    expect(
      relabelled([
        ['“Rain.” Notes', 'title'],
        ['Weather Review', 'container'],
      ]),
    ).toEqual(['title: “Rain.” Notes', 'container: Weather Review']);
  });
});
