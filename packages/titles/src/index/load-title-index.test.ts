import { describe, expect, it } from 'vitest';
import { FIXTURE_PAPERS } from '../test-support/fixture-papers.ts';
import { buildTitleIndex } from './build-title-index.ts';
import { loadTitleIndex } from './load-title-index.ts';

describe('buildTitleIndex and loadTitleIndex', () => {
  const data = buildTitleIndex(FIXTURE_PAPERS);

  it('counts documents and learns title rates, subtitles and the word model', () => {
    const index = loadTitleIndex(data);
    expect(index.documents).toBe(FIXTURE_PAPERS.length);
    // "blood" is in two abstracts and both their titles; "placebo" in two abstracts and no title.
    expect(index.df('blood')).toBe(2);
    expect(index.titleRate('blood')).toBeGreaterThan(index.titleRate('placebo'));
    // Subtitles count from two titles on: none repeats among the fixtures, all do when each paper comes twice.
    expect(index.subtitles).toEqual([]);
    const twice = [
      ...FIXTURE_PAPERS,
      ...FIXTURE_PAPERS.map((paper) => ({ ...paper, pmid: `${paper.pmid}9` })),
    ];
    expect(loadTitleIndex(buildTitleIndex(twice)).subtitles.map(([subtitle]) => subtitle)).toEqual(
      expect.arrayContaining(['a randomized controlled trial', 'a case report']),
    );
    expect(index.wordModel).toHaveLength(12);
  });

  it('loads the same index from an object, JSON text or bytes', () => {
    const json = JSON.stringify(data);
    const fromText = loadTitleIndex(json);
    const fromBytes = loadTitleIndex(new TextEncoder().encode(json));
    for (const index of [fromText, fromBytes]) {
      expect(index.papers.title).toEqual(FIXTURE_PAPERS.map((paper) => paper.title));
      expect(index.idf('blood')).toBeCloseTo(loadTitleIndex(data).idf('blood'), 12);
    }
  });

  it('builds the same data from the same papers (reproducible)', () => {
    expect(JSON.stringify(buildTitleIndex(FIXTURE_PAPERS))).toBe(JSON.stringify(data));
  });
});
