import { describe, expect, it } from 'vitest';
import { relabelledBy } from './labelled-parts.test-helper.ts';
import { parseReferenceString } from './parse-reference-string.ts';
import { titleTailInContainer } from './title-tail-in-container.ts';

const relabelled = relabelledBy(titleTailInContainer);

describe('titleTailInContainer', () => {
  it('gives the title back a sentence the journal run opened with, when there is no title', () => {
    expect(
      relabelled([
        ['Krauss W (2010)', 'author'],
        ['Rooted in society. Nat Geosci', 'container'],
      ]),
    ).toEqual(['author: Krauss W (2010)', 'title: Rooted in society.', 'container: Nat Geosci']);
  });

  it('and when the title was left open', () => {
    expect(
      relabelled([
        ['Berg A (2010) Tidal mixing and', 'title'],
        ['the health of fjords. Estuar Coast', 'container'],
      ]),
    ).toEqual(['title: Berg A (2010) Tidal mixing and the health of fjords.', 'container: Estuar Coast']);
  });

  it("leaves a journal's own full stops", () => {
    for (const parts of [
      [
        ['Berg A. Tidal mixing.', 'title'],
        ['Nature reviews. Cancer', 'container'],
      ],
      [
        ['Berg A,', 'author'],
        ['Fortsch. Phys', 'container'],
      ],
      [
        ['Berg A. Tidal mixing,', 'title'],
        ['Atm. Environ', 'container'],
      ],
    ] as [string, 'title' | 'author' | 'container'][][])
      expect(relabelled(parts)).toEqual(parts.map(([text, label]) => `${label}: ${text}`));
  });

  it('parses such a reference into its title and journal', () => {
    const item = parseReferenceString('Krauss W (2010) Rooted in society. Nat Geosci 3:513-514', 'r1');
    expect([item.title, item['container-title']]).toEqual(['Rooted in society', 'Nat Geosci']);
  });
});
