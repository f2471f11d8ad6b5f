import type { ComplianceReport } from '@galley/contracts';
import { type ReportDetailMessage, reportDetailMessage } from './report-detail-text.ts';

/** One count against the journal's limit; `over` when a limit exists and is exceeded. */
export interface LimitRow {
  key: 'title' | 'abstract' | 'mainText' | 'references' | 'tables' | 'figures' | 'keywords';
  count: number;
  /** "≤ N", "N–M", or null when the journal sets none. */
  limit: { min: number | null; max: number | null } | null;
  over: boolean;
}

export interface ReportModel {
  /** Word counts (title, abstract, main text). */
  words: LimitRow[];
  /** References, tables, figures and keywords counted against the journal's limits. */
  items: LimitRow[];
  missing: { step: string; heading: string | null }[];
  /** Each with `message`: its detail as a catalogue key and values (null: shown as the engine wrote it). */
  problems: { code: string; detail: string; message: ReportDetailMessage | null }[];
  changes: { kind: string; detail: string; message: ReportDetailMessage | null }[];
  /** Limits exceeded plus required parts missing: 0 means the manuscript fits the journal. */
  issueCount: number;
}

function row(key: LimitRow['key'], count: number, max: number | null, min: number | null = null): LimitRow {
  const limit = max === null && min === null ? null : { min, max };
  const over = (max !== null && count > max) || (min !== null && count < min);
  return { key, count, limit, over };
}

/** The compliance report (spec §1, issue 15) as the rows a readable panel shows, problems first counted. */
export function reportModel(report: ComplianceReport): ReportModel {
  const words = [
    row('title', report.words.title.count, report.words.title.limit),
    row('abstract', report.words.abstract.count, report.words.abstract.limit),
    row('mainText', report.words.mainText.count, report.words.mainText.limit),
  ];
  const items = [
    row('references', report.references.count, report.references.limit),
    row('tables', report.tables.count, report.tables.limit),
    row('figures', report.figures.count, report.figures.limit),
    row('keywords', report.keywords.count, report.keywords.max, report.keywords.min),
  ];
  const overCount = [...words, ...items].filter((each) => each.over).length;
  return {
    words,
    items,
    missing: report.missing,
    problems: report.problems.map((each) => ({ ...each, message: reportDetailMessage(each.detail) })),
    changes: report.changes.map((each) => ({ ...each, message: reportDetailMessage(each.detail) })),
    issueCount: overCount + report.missing.length,
  };
}
