import type { Paragraph } from '@galley/contracts';
import { boldLeadLabel } from './bold-lead-label.ts';
import { matchAbstractLabel } from './heading-lexicon.ts';
import { findRunInLabels, type RunInLabel } from './run-in-label.ts';

/**
 * The part labels run into an abstract paragraph: "Methods: …" anywhere a sentence starts, and (with `boldLead`) a
 * bold label with no colon at its start ("**Methods** In this trial …").
 */
export function partLabels(paragraph: Paragraph, boldLead = true): RunInLabel[] {
  const labels = findRunInLabels(paragraph.text, (label) => matchAbstractLabel(label) !== undefined);
  const lead = boldLead ? boldLeadLabel(paragraph) : undefined;
  if (!lead || !matchAbstractLabel(lead.label) || (labels[0] && labels[0].start < lead.textStart))
    return labels;
  return [{ label: lead.label, start: paragraph.text.search(/\S/), textStart: lead.textStart }, ...labels];
}

/** Whether a paragraph opens with an abstract part's label: "Background: …", or in bold with no colon. */
export function opensWithPartLabel(paragraph: Paragraph): boolean {
  return partLabels(paragraph)[0]?.start === paragraph.text.search(/\S/);
}
