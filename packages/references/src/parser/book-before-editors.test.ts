import { describe, expect, it } from 'vitest';
import { bookBeforeEditors } from './book-before-editors.ts';
import { type LabelledParts, relabelledBy } from './labelled-parts.test-helper.ts';

const relabelled = relabelledBy(bookBeforeEditors);

describe('bookBeforeEditors', () => {
  it('reads the book between "In" and the editors\' mark as the container', () => {
    expect(
      relabelled([
        ['Waves.', 'title'],
        ['In Signals, Noise, and Filters, eds. Ann Lee and Bo Kim,', 'editor'],
        ['12-19.', 'pages'],
      ]),
    ).toEqual([
      'title: Waves.',
      'note: In',
      'container: Signals, Noise, and Filters',
      'editor: , eds. Ann Lee and Bo Kim,',
      'pages: 12-19.',
    ]);
  });

  it('leaves the editors named before their mark alone', () => {
    const usual: LabelledParts = [
      ['Waves.', 'title'],
      ['In Lee, A. (Ed.),', 'editor'],
      ['Signals and Noise', 'container'],
    ];
    expect(relabelled(usual)).toEqual([
      'title: Waves.',
      'editor: In Lee, A. (Ed.),',
      'container: Signals and Noise',
    ]);
    const names: LabelledParts = [
      ['Waves.', 'title'],
      ['in Ann Lee, ed. Signals', 'editor'],
    ];
    expect(relabelled(names)).toEqual(['title: Waves.', 'editor: in Ann Lee, ed. Signals']);
  });
});
