import type { ArticleTemplate, ArticleType, ComplianceReport } from '@galley/contracts';
import { authorYearLeft } from './citations/plan-citations.ts';
import { countWords } from './count-words.ts';
import type { DocumentPlan } from './document-plan.ts';

/** The plan's facts against the template's limits: the JSON written beside each journal's .docx. */
export function buildComplianceReport(
  plan: DocumentPlan,
  template: ArticleTemplate,
  target: { journalId: string; articleType: ArticleType; templateFamily: string },
): ComplianceReport {
  const { facts } = plan;
  const { limits } = template;
  // Author-year citations typed by hand that name no single entry keep their names beside a numbered list.
  const left = authorYearLeft(plan.citations);
  const untied = left
    ? [
        {
          code: 'citations_unlinked',
          detail: `${left} author-year citation(s) typed in the text could not be tied to a single reference-list entry and are written as in the manuscript, not as numbers.`,
        },
      ]
    : [];
  return {
    journalId: target.journalId,
    articleType: target.articleType,
    templateFamily: target.templateFamily,
    words: {
      abstract: {
        count: countWords(facts.abstract),
        limit: template.abstract.structure === 'none' ? null : limits.abstract,
      },
      mainText: { count: countWords(facts.mainText), limit: limits.mainText },
      title: { count: countWords(facts.title), limit: limits.title },
    },
    keywords: { count: facts.keywords.length, min: template.keywords.min, max: template.keywords.max },
    references: { count: facts.references, limit: limits.references },
    tables: { count: facts.tables, limit: limits.tables },
    figures: { count: facts.figures, limit: limits.figures },
    missing: plan.missing,
    changes: plan.changes,
    problems: [...plan.problems, ...untied],
  };
}
