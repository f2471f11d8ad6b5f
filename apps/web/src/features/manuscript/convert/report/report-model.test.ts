import type { ComplianceReport } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { reportModel } from './report-model.ts';

const report: ComplianceReport = {
  journalId: 'the-lancet',
  articleType: 'original_article',
  templateFamily: 'lancet',
  words: {
    title: { count: 12, limit: null },
    abstract: { count: 320, limit: 300 },
    mainText: { count: 3400, limit: 3500 },
  },
  keywords: { count: 2, min: 3, max: 6 },
  references: { count: 30, limit: 30 },
  tables: { count: 2, limit: 5 },
  figures: { count: 6, limit: 5 },
  missing: [{ step: 'declaration.funding', heading: 'Funding' }],
  changes: [{ kind: 'relabelled', detail: 'Methods → Methods and materials' }],
  problems: [{ code: 'over_limit', detail: 'Abstract has 320 words; the limit is 300.' }],
};

describe('the compliance report panel model', () => {
  it('sets each count against its limit and marks what is over or under', () => {
    const model = reportModel(report);
    expect(model.words).toEqual([
      { key: 'title', count: 12, limit: null, over: false },
      { key: 'abstract', count: 320, limit: { min: null, max: 300 }, over: true },
      { key: 'mainText', count: 3400, limit: { min: null, max: 3500 }, over: false },
    ]);
    expect(model.items.find((row) => row.key === 'references')?.over).toBe(false);
    expect(model.items.find((row) => row.key === 'figures')?.over).toBe(true);
    expect(model.items.find((row) => row.key === 'keywords')).toEqual({
      key: 'keywords',
      count: 2,
      limit: { min: 3, max: 6 },
      over: true,
    });
  });

  it('counts limits broken and required parts missing as issues, and carries the lists', () => {
    const model = reportModel(report);
    expect(model.issueCount).toBe(4);
    expect(model.missing).toEqual([{ step: 'declaration.funding', heading: 'Funding' }]);
    expect(model.problems).toHaveLength(1);
    expect(model.changes[0]?.kind).toBe('relabelled');
    const clean = reportModel({
      ...report,
      words: { ...report.words, abstract: { count: 10, limit: 300 } },
      keywords: { count: 4, min: 3, max: 6 },
      figures: { count: 1, limit: 5 },
      missing: [],
    });
    expect(clean.issueCount).toBe(0);
  });
});
