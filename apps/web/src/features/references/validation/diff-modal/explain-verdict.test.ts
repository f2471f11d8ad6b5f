import { describe, expect, it } from 'vitest';
import { explainVerdict } from './explain-verdict.ts';

const closest = { id: '1', type: 'article-journal' as const, PMID: '31000000', title: 'Near miss' };

describe('explainVerdict', () => {
  it('shows what was searched and what came closest for a reference PubMed does not have', () => {
    const explanation = explainVerdict({
      status: 'not_found',
      pmid: null,
      pubmed: closest,
      evidence: { fields: [], candidates: 12, score: 0.314, searches: ['aspirin[ti] AND 2019[dp]'] },
    });
    expect(explanation).toEqual({
      summaryKey: 'diff.explain.not_found',
      searches: ['aspirin[ti] AND 2019[dp]'],
      closestPmid: '31000000',
      scorePercent: 31,
      candidates: 12,
      alternatives: [],
    });
  });

  it('names no closest record for a verified reference (its PMID is the paper)', () => {
    const explanation = explainVerdict({
      status: 'verified',
      pmid: '31000000',
      pubmed: closest,
      evidence: { fields: [], candidates: 1, score: 1 },
    });
    expect(explanation).toMatchObject({
      closestPmid: null,
      scorePercent: null,
      summaryKey: 'diff.explain.verified',
    });
  });
});
