import { describe, expect, it } from 'vitest';
import { dateTakenForContainer } from './date-taken-for-container.ts';
import { relabelledBy } from './labelled-parts.test-helper.ts';

const relabelled = relabelledBy(dateTakenForContainer);

describe('dateTakenForContainer', () => {
  it('reads a container run of a month or season alone as the date', () => {
    expect(
      relabelled([
        ['Les marées. La Mer,', 'title'],
        ['février', 'container'],
        ['2004', 'date'],
      ]),
    ).toEqual(['title: Les marées. La Mer,', 'date: février 2004']);
  });

  it('leaves a container with other words alone', () => {
    expect(
      relabelled([
        ['Tides.', 'title'],
        ['Spring Review', 'container'],
      ]),
    ).toEqual(['title: Tides.', 'container: Spring Review']);
  });
});
