import type { PlanPart } from './document-plan.ts';
import type { Fragment, SourceIndex } from './fragment.ts';

/**
 * An affiliation typed as a Word numbered list ("1. University of …") keeps its number, which is not in the text:
 * raised and without its punctuation when the byline's marks are superscript ("Roe¹" ↔ "¹University of …"), else
 * as the list shows it. Without it the byline's marks match no affiliation.
 */
export function affiliationParts(index: SourceIndex, fragment: Fragment, raisedMarks: boolean): PlanPart[] {
  const list = index.paragraphs.get(fragment.block)?.list;
  if (!list?.ordered || fragment.start !== 0) return [{ fragment }];
  const number = list.label.trim().replace(/^[([]|[.)\]]$/g, '');
  return raisedMarks && number
    ? [{ text: number, superscript: true }, { fragment }]
    : [{ text: `${list.label} ` }, { fragment }];
}

/** The byline sets its marks raised (any superscript run in the authors' paragraphs). */
export function bylineRaisesMarks(index: SourceIndex, authors: readonly Fragment[]): boolean {
  return authors.some((f) =>
    index.paragraphs.get(f.block)?.spans.some((s) => s.superscript && s.end > f.start && s.start < f.end),
  );
}
