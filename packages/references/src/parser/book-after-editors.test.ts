import { describe, expect, it } from 'vitest';
import { bookAfterEditors } from './book-after-editors.ts';
import { type LabelledParts, relabelledBy } from './labelled-parts.test-helper.ts';

const relabelled = relabelledBy(bookAfterEditors);

describe('bookAfterEditors', () => {
  it('reads the publisher words after the editors, up to the publisher, as the book', () => {
    expect(
      relabelled([
        ['Tides,', 'title'],
        ['in A. Lee (eds.),', 'editor'],
        ['Coastal Wave Models, Harbor Press,', 'publisher'],
        ['Oslo', 'location'],
      ]),
    ).toEqual([
      'title: Tides,',
      'editor: in A. Lee (eds.),',
      'container: Coastal Wave Models',
      'publisher: , Harbor Press,',
      'location: Oslo',
    ]);
    expect(
      relabelled([
        ['Tides,', 'title'],
        ['in A. Lee, ed,', 'editor'],
        ['Coastal Waves:', 'location'],
        ['Models and Maps', 'publisher'],
        ['(Oslo: Nord)', 'location'],
      ]),
    ).toEqual([
      'title: Tides,',
      'editor: in A. Lee, ed,',
      'container: Coastal Waves: Models and Maps',
      'location: (Oslo: Nord)',
    ]);
  });

  it('leaves a publisher after the editors alone', () => {
    const parts: LabelledParts = [
      ['Tides,', 'title'],
      ['in A. Lee (eds.),', 'editor'],
      ['Harbor Press', 'publisher'],
    ];
    expect(relabelled(parts)).toEqual([
      'title: Tides,',
      'editor: in A. Lee (eds.),',
      'publisher: Harbor Press',
    ]);
  });
});
