import type { Paragraph } from '@galley/contracts';
import type { AbstractPart } from './abstract-model.ts';
import { boldLeadLabel } from './bold-lead-label.ts';
import { matchAbstractLabel, matchAbstractPartLabel } from './heading-lexicon.ts';
import { findRunInLabels, type RunInLabel } from './run-in-label.ts';

/**
 * The part labels run into an abstract paragraph: "Methods: …" anywhere a sentence starts, and (with `boldLead`) a
 * bold label with no colon at its start ("**Methods** In this trial …"). Inside an abstract every part label counts
 * (matchAbstractPartLabel); `match` narrows that.
 */
export function partLabels(
  paragraph: Paragraph,
  boldLead = true,
  match: (normalized: string) => AbstractPart | undefined = matchAbstractPartLabel,
): RunInLabel[] {
  const labels = findRunInLabels(paragraph.text, (label) => match(label) !== undefined);
  const lead = boldLead ? boldLeadLabel(paragraph) : undefined;
  if (!lead || !match(lead.label) || (labels[0] && labels[0].start < lead.textStart)) return labels;
  return [{ label: lead.label, start: paragraph.text.search(/\S/), textStart: lead.textStart }, ...labels];
}

/**
 * Whether a paragraph opens with an abstract part's label: "Background: …", or in bold with no colon. Only the labels
 * that may open an abstract (matchAbstractLabel): a title page's "Location: …" or "Statistical analysis: …" is none.
 */
export function opensWithPartLabel(paragraph: Paragraph): boolean {
  return partLabels(paragraph, true, matchAbstractLabel)[0]?.start === paragraph.text.search(/\S/);
}
