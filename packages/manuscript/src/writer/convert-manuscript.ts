import type {
  ArticleTemplate,
  ArticleType,
  ComplianceReport,
  Manuscript,
  TagResult,
} from '@galley/contracts';
import { buildComplianceReport } from './build-compliance-report.ts';
import { omittedFigures } from './omitted-figures.ts';
import { omittedNotes } from './omitted-notes.ts';
import { planDocument } from './plan-document.ts';
import { renderDocx } from './render-docx.ts';
import { indexManuscript } from './source-index.ts';

export interface ConvertManuscriptInput {
  manuscript: Manuscript;
  /** The confirmed tags (the confirm board's, or the tagger's when the author confirmed them unchanged). */
  tags: TagResult;
  /** The resolved template (`resolveTemplate(family, articleType, journalId)` in @galley/journals). */
  template: ArticleTemplate;
  journal: { id: string; title: string; templateFamily?: string };
  articleType: ArticleType;
}

export interface ConvertedManuscript {
  docx: Uint8Array;
  report: ComplianceReport;
}

/**
 * One manuscript → one journal's submission: the .docx laid out by the journal's template and the compliance report.
 * Pure (bytes out, no file access); the CLI and the conversion job write the files.
 */
export async function convertManuscript(input: ConvertManuscriptInput): Promise<ConvertedManuscript> {
  const { manuscript, tags, template, journal, articleType } = input;
  const plan = planDocument(manuscript, tags, template);
  const rendered = await renderDocx(
    plan,
    manuscript,
    indexManuscript(manuscript),
    template,
    plan.facts.title || journal.title,
  );
  plan.changes.push(...omittedFigures(manuscript), ...omittedNotes(manuscript, rendered.notesWritten));
  const report = buildComplianceReport(plan, template, {
    journalId: journal.id,
    articleType,
    templateFamily: journal.templateFamily ?? 'custom',
  });
  return { docx: rendered.bytes, report };
}
