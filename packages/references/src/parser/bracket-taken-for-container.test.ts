import { describe, expect, it } from 'vitest';
import { bracketTakenForContainer } from './bracket-taken-for-container.ts';
import { relabelledBy } from './labelled-parts.test-helper.ts';
import { parseReferenceString } from './parse-reference-string.ts';

const relabelled = relabelledBy(bracketTakenForContainer);

describe('bracketTakenForContainer', () => {
  it('gives the title back the end of the bracket it opened', () => {
    expect(
      relabelled([
        ['Tidal mixing in fjords (', 'title'],
        ['TMF) Estuar Coast', 'container'],
      ]),
    ).toEqual(['title: Tidal mixing in fjords ( TMF)', 'container: Estuar Coast']);
    expect(
      relabelled([
        ['Tidal mixing in fjords', 'title'],
        ['[TMF] Estuar Coast', 'container'],
      ]),
    ).toEqual(['title: Tidal mixing in fjords [TMF]', 'container: Estuar Coast']);
  });

  it("leaves a container's own bracket and one that ends the string", () => {
    expect(
      relabelled([
        ['Tidal mixing.', 'title'],
        ['Nutrients (Basel) Review', 'container'],
      ]),
    ).toEqual(['title: Tidal mixing.', 'container: Nutrients (Basel) Review']);
    expect(
      relabelled([
        ['Tidal mixing (', 'title'],
        ['TMF)', 'container'],
      ]),
    ).toEqual(['title: Tidal mixing (', 'container: TMF)']);
  });

  it('parses a reference whose title ends in brackets with no full stop', () => {
    const item = parseReferenceString(
      'James NH, Soames AR, Roberts RA. Suppression of hepatocyte apoptosis by the rat hepatocarcinogen 1,4-dichlorobenzene (DCB) Arch Toxicol. 1998;72:784-90.',
      'r1',
    );
    expect(item.title).toBe(
      'Suppression of hepatocyte apoptosis by the rat hepatocarcinogen 1,4-dichlorobenzene (DCB)',
    );
    expect(item['container-title']).toBe('Arch Toxicol');
  });
});
