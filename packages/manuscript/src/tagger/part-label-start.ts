import type { Paragraph } from '@galley/contracts';
import { boldLeadLabel } from './bold-lead-label.ts';
import { matchAbstractLabel } from './heading-lexicon.ts';
import { findRunInLabels } from './run-in-label.ts';

/** Whether a paragraph opens with an abstract part's label: "Background: …", or in bold with no colon. */
export function opensWithPartLabel(paragraph: Paragraph): boolean {
  const label = findRunInLabels(paragraph.text, (l) => matchAbstractLabel(l) !== undefined)[0];
  if (label?.start === paragraph.text.search(/\S/)) return true;
  const lead = boldLeadLabel(paragraph);
  return lead !== undefined && matchAbstractLabel(lead.label) !== undefined;
}
