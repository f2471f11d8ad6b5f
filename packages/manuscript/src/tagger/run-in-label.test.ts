import { describe, expect, it } from 'vitest';
import { keywordsIn } from './keywords-line.ts';
import { findRunInLabels } from './run-in-label.ts';

const any = () => true;

describe('findRunInLabels', () => {
  it('finds a label at the start of the text, of a sentence or of a line', () => {
    const text = 'Funding: ERC grant 1. Competing interests: none\nData availability: Dryad';
    expect(findRunInLabels(text, any).map((l) => l.label)).toEqual([
      'funding',
      'competing interests',
      'data availability',
    ]);
  });

  it('leaves a capitalised word before a colon inside a sentence alone', () => {
    const text = 'Data came from two sources, namely Dryad: a repository, and our own field notes.';
    expect(findRunInLabels(text, any).map((l) => l.label)).toEqual([]);
  });
});

describe('keywordsIn', () => {
  const text = 'Respiration rose under warming. Alpine soils may lose carbon.';

  it('finds keywords after the text, on a line of their own (any separators) or run on, up to the end of their line', () => {
    const onLine = `${text}\nKeywords: alpine; carbon\nAbbreviations: N, nitrogen`;
    const span = keywordsIn(onLine, 0);
    expect(span && onLine.slice(span.start, span.end)).toBe('Keywords: alpine; carbon');
    const runOn = `${text} Key words: alpine, carbon`;
    const runOnSpan = keywordsIn(runOn, 0);
    expect(runOnSpan && runOn.slice(runOnSpan.start, runOnSpan.end)).toBe('Key words: alpine, carbon');
    const stops = `${text}\nKeywords: Alpine grasslands. Soil carbon. Warming.`;
    const stopsSpan = keywordsIn(stops, 0);
    expect(stopsSpan && stops.slice(stopsSpan.start, stopsSpan.end)).toBe(
      'Keywords: Alpine grasslands. Soil carbon. Warming.',
    );
  });

  it('finds none at the start, nor where prose follows the label', () => {
    expect(keywordsIn('Keywords: alpine; carbon', 0)).toBeUndefined();
    expect(
      keywordsIn(`${text} Keywords: the participants listed five words. Recall rose.`, 0),
    ).toBeUndefined();
    expect(
      keywordsIn(`${text} Keywords: the participants listed five words. Recall, however, rose.`, 0),
    ).toBeUndefined();
  });
});
