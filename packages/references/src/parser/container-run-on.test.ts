import { describe, expect, it } from 'vitest';
import { containerRunOn } from './container-run-on.ts';
import { relabelledBy } from './labelled-parts.test-helper.ts';

const relabelled = relabelledBy(containerRunOn);

describe('containerRunOn', () => {
  it('runs the container on to the end of the phrase the tagger cut', () => {
    expect(
      relabelled([
        ['In Proc. Symposium on Tides', 'container'],
        ['in Northern Seas, 1989,', 'publisher'],
      ]),
    ).toEqual(['container: In Proc. Symposium on Tides in Northern Seas', 'publisher: , 1989,']);
    expect(
      relabelled([
        ['In Proc. Workshop on Tides and', 'container'],
        ['Waves. Nord.', 'publisher'],
      ]),
    ).toEqual(['container: In Proc. Workshop on Tides and Waves', 'publisher: . Nord.']);
  });

  it('leaves a publisher after its mark or starting a name alone', () => {
    expect(
      relabelled([
        ['In Proc. Workshop on Tides,', 'container'],
        ['Nord Press', 'publisher'],
      ]),
    ).toEqual(['container: In Proc. Workshop on Tides,', 'publisher: Nord Press']);
    expect(
      relabelled([
        ['In Proc. Workshop on Tides', 'container'],
        ['Oslo', 'location'],
      ]),
    ).toEqual(['container: In Proc. Workshop on Tides', 'location: Oslo']);
  });
});
