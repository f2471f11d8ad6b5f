import { describe, expect, it } from 'vitest';
import { relabelledBy } from './labelled-parts.test-helper.ts';
import { publicationBrackets } from './publication-brackets.ts';

const relabelled = relabelledBy(publicationBrackets);

describe('publicationBrackets', () => {
  it("gives the place and publisher back the opening of a book's publication brackets", () => {
    expect(
      relabelled([
        ['Salt Marshes (Oslo: Nord Forlag,', 'title'],
        ['2001).', 'date'],
      ]),
    ).toEqual(['title: Salt Marshes', 'location: (Oslo:', 'publisher: Nord Forlag,', 'date: 2001).']);
    expect(
      relabelled([
        ['Salt Marshes (Nord Forlag;', 'title'],
        ['2nd edition, 2001).', 'edition'],
      ]),
    ).toEqual(['title: Salt Marshes', 'publisher: (Nord Forlag;', 'edition: 2nd edition, 2001).']);
  });

  it('leaves brackets closed inside the title and brackets without a year alone', () => {
    expect(
      relabelled([
        ['Salt Marshes (Norway)', 'title'],
        ['2001.', 'date'],
      ]),
    ).toEqual(['title: Salt Marshes (Norway)', 'date: 2001.']);
    expect(
      relabelled([
        ['Salt Marshes (see', 'title'],
        ['also part 2).', 'note'],
      ]),
    ).toEqual(['title: Salt Marshes (see', 'note: also part 2).']);
  });
});
