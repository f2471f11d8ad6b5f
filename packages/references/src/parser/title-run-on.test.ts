import { describe, expect, it } from 'vitest';
import { relabelledBy } from './labelled-parts.test-helper.ts';
import { titleRunOn } from './title-run-on.ts';

const relabelled = relabelledBy(titleRunOn);

describe('titleRunOn', () => {
  it("gives the title back its phrase's end the container took", () => {
    expect(
      relabelled([
        ['Tides in a Northern', 'title'],
        ['Fjord, Sea Letters', 'container'],
        ['12', 'volume'],
      ]),
    ).toEqual(['title: Tides in a Northern Fjord,', 'container: Sea Letters', 'volume: 12']);
  });

  it('leaves a title ended by a mark and a container of one phrase alone', () => {
    expect(
      relabelled([
        ['Tides?', 'title'],
        ['The Sea: Extra', 'container'],
      ]),
    ).toEqual(['title: Tides?', 'container: The Sea: Extra']);
    expect(
      relabelled([
        ['Tides in a Northern', 'title'],
        ['Sea Letters', 'container'],
      ]),
    ).toEqual(['title: Tides in a Northern', 'container: Sea Letters']);
  });
});
