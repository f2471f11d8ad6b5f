import type { Paragraph } from '@galley/contracts';
import { boldLeadLabel } from '../bold-lead-label.ts';
import { matchSectionHeading } from '../heading-lexicon.ts';
import type { HeadingLike } from '../heading-like.ts';

/**
 * A bold label run into its paragraph with no colon that names a section no statement takes — Springer's
 * "**Supplementary Information** The online version contains …" and "**Publisher's Note** Springer Nature remains
 * neutral …", "**Abbreviations** CI, confidence interval" — heads that section as a heading of its own would: the
 * appendix, or a section left untagged. (A statement's label, "**Funding** …", is read by runInLabelTarget.)
 * The caller trusts bold labels only past the main text.
 */
export function boldLeadSection(paragraph: Paragraph): HeadingLike | undefined {
  const lead = boldLeadLabel(paragraph);
  const target = lead ? matchSectionHeading(lead.label) : undefined;
  if (!lead || !target) return undefined;
  const opens = target.kind === 'none' || (target.kind === 'step' && target.step === 'back.appendix');
  return opens ? { level: 1, byReader: false, normalized: lead.label, target } : undefined;
}
