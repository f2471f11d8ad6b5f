import { describe, expect, it } from 'vitest';
import { recommendTitles } from './recommend-titles.ts';
import { fixtureIndex } from './test-support/fixture-index.ts';
import { FINDING_ABSTRACT, PROTOCOL_ABSTRACT } from './test-support/fixture-papers.ts';

const index = fixtureIndex();

describe('recommendTitles', () => {
  it('offers about eight candidates of different kinds, each measured', () => {
    const { candidates } = recommendTitles({ abstract: FINDING_ABSTRACT }, index);
    expect(candidates.length).toBeGreaterThanOrEqual(6);
    expect(candidates.length).toBeLessThanOrEqual(8);
    const kinds = new Set(candidates.map((candidate) => candidate.kind));
    for (const kind of ['descriptive', 'declarative', 'question', 'colon-subtitle'] as const)
      expect(kinds).toContain(kind);
    for (const candidate of candidates) {
      expect(candidate.words).toBe(candidate.title.split(/\s+/).length);
      expect(candidate.chars).toBe(candidate.title.length);
      expect(candidate.overLimit).toBe(false);
    }
    expect(new Set(candidates.map((candidate) => candidate.title.toLowerCase())).size).toBe(
      candidates.length,
    );
  });

  it('names the study design in the subtitle and asks questions with a question mark', () => {
    const { candidates } = recommendTitles({ abstract: FINDING_ABSTRACT }, index);
    const subtitle = candidates.find((candidate) => candidate.kind === 'colon-subtitle');
    expect(subtitle?.title).toMatch(/: a randomized controlled trial$/);
    const question = candidates.find((candidate) => candidate.kind === 'question');
    expect(question?.title).toMatch(/^[A-Z][^?]*\?$/);
  });

  it('builds the descriptive title from the stated aim and lists the key terms each title covers', () => {
    const { candidates } = recommendTitles({ abstract: FINDING_ABSTRACT }, index);
    const titles = candidates.map((candidate) => candidate.title);
    expect(titles).toContain('Effect of a low-salt diet on blood pressure in older adults with hypertension');
    const aim = candidates.find((candidate) => candidate.title.startsWith('Effect of a low-salt diet'));
    expect(aim?.keyTerms).toEqual(expect.arrayContaining(['blood pressure']));
  });

  it('keeps titles within the journal limits, shortening them, and flags those it cannot shorten', () => {
    const { candidates } = recommendTitles(
      { abstract: FINDING_ABSTRACT, journal: { maxTitleWords: 8 } },
      index,
    );
    for (const candidate of candidates) {
      if (candidate.overLimit) expect(candidate.words).toBeGreaterThan(8);
      else expect(candidate.words).toBeLessThanOrEqual(8);
    }
    expect(candidates.filter((candidate) => !candidate.overLimit).length).toBeGreaterThanOrEqual(5);
    const tight = recommendTitles({ abstract: FINDING_ABSTRACT, journal: { maxTitleChars: 40 } }, index);
    for (const candidate of tight.candidates) expect(candidate.overLimit).toBe(candidate.chars > 40);
  });

  it('states the finding declaratively when the abstract reports one', () => {
    const { candidates } = recommendTitles({ abstract: FINDING_ABSTRACT }, index);
    const declarative = candidates.find((candidate) => candidate.kind === 'declarative');
    expect(declarative?.title).toBe(
      'A low-salt diet lowers blood pressure in older adults with hypertension',
    );
    expect(declarative?.overclaim).toBe(false);
  });

  it('flags a declarative title as an overclaim when the abstract reports no finding', () => {
    const { candidates } = recommendTitles({ abstract: PROTOCOL_ABSTRACT }, index);
    const declarative = candidates.filter((candidate) => candidate.kind === 'declarative');
    expect(declarative.length).toBeGreaterThan(0);
    for (const candidate of declarative) expect(candidate.overclaim).toBe(true);
    for (const candidate of candidates.filter((c) => c.kind !== 'declarative'))
      expect(candidate.overclaim).toBeUndefined();
  });

  it('lists the most similar published titles from the index', () => {
    const { similar } = recommendTitles({ abstract: PROTOCOL_ABSTRACT }, index);
    expect(similar[0]?.pmid).toBe('900001');
    expect(similar.map((paper) => paper.score)).toEqual(
      [...similar.map((paper) => paper.score)].sort((a, b) => b - a),
    );
  });

  it('is deterministic: the same abstract and index give the same answer, also from a freshly loaded index', () => {
    const first = recommendTitles({ abstract: FINDING_ABSTRACT, journal: { maxTitleWords: 12 } }, index);
    const again = recommendTitles(
      { abstract: FINDING_ABSTRACT, journal: { maxTitleWords: 12 } },
      fixtureIndex(),
    );
    expect(again).toEqual(first);
  });

  it('answers an empty or unreadable abstract without throwing', () => {
    expect(recommendTitles({ abstract: '' }, index)).toEqual({ candidates: [], similar: [] });
    expect(() => recommendTitles({ abstract: '((( ]]] ... !!!' }, index)).not.toThrow();
  });

  it('keeps to language-neutral candidates for an abstract in another language', () => {
    const { candidates } = recommendTitles(
      {
        abstract:
          'La presión arterial disminuyó con la dieta baja en sal. La dieta baja en sal reduce la presión arterial.',
        language: 'es',
      },
      index,
    );
    for (const candidate of candidates) expect(candidate.title).not.toMatch(/\b(?:of|in|and|Does|Is)\b/);
  });
});
