import type { Paragraph } from '@galley/contracts';
import { boldLeadLabel } from './bold-lead-label.ts';
import { type HeadingTarget, matchSectionHeading } from './heading-lexicon.ts';
import { leadingLabel } from './leading-label.ts';

/**
 * The section a paragraph's opening label names: a label run in with a colon, a stop or a dash ("Funding: …",
 * "Acknowledgements. We thank …", "致谢：…"), or, where bold labels count, one set in bold with no colon
 * ("**Funding** Wellcome Trust.").
 */
export function openingLabelTarget(paragraph: Paragraph, boldLabels = true): HeadingTarget | undefined {
  const leading = leadingLabel(paragraph.text)?.target;
  if (leading || !boldLabels) return leading;
  const lead = boldLeadLabel(paragraph);
  return lead ? matchSectionHeading(lead.label) : undefined;
}
