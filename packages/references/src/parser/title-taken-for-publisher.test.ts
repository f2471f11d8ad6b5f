import { describe, expect, it } from 'vitest';
import { relabelledBy } from './labelled-parts.test-helper.ts';
import { titleTakenForPublisher } from './title-taken-for-publisher.ts';

const relabelled = relabelledBy(titleTakenForPublisher);

describe('titleTakenForPublisher', () => {
  it('reads the first publisher or place run after the names, with another after it, as the title', () => {
    expect(
      relabelled([
        ['Lee, K. (1986).', 'author'],
        ['Harbor Vision,', 'location'],
        ['Nord Press.', 'publisher'],
      ]),
    ).toEqual(['author: Lee, K. (1986).', 'title: Harbor Vision', 'location: ,', 'publisher: Nord Press.']);
  });

  it('leaves an imprint alone when a title was found or the names are editors', () => {
    expect(
      relabelled([
        ['Lee, K.', 'author'],
        ['Tides.', 'title'],
        ['Oslo:', 'location'],
        ['Nord.', 'publisher'],
      ]),
    ).toEqual(['author: Lee, K.', 'title: Tides.', 'location: Oslo:', 'publisher: Nord.']);
    expect(
      relabelled([
        ['Tides. Ed. Ann Lee.', 'editor'],
        ['Oslo:', 'location'],
        ['Nord.', 'publisher'],
      ]),
    ).toEqual(['editor: Tides. Ed. Ann Lee.', 'location: Oslo:', 'publisher: Nord.']);
  });
});
