import type { Paragraph } from '@galley/contracts';
import { boldLeadLabel } from '../bold-lead-label.ts';
import { matchSectionHeading } from '../heading-lexicon.ts';
import type { HeadingLike } from '../heading-like.ts';

// The labels that open a section of their own when run into a paragraph: the end matter publishers add, and the
// supplement. Not every label the lexicon leaves untagged: "**Abbreviations** …", "**Key points** …" inside a
// section, a legend or an appendix are part of it.
const OPENS =
  /^(?:publisher[’']?s note|peer review(?: information)?|provenance and peer review|additional information|(?:statements and )?declarations|associated content|supplementary (?:materials?|data|information|files?)|supplemental (?:materials?|data|information)|supporting information|electronic supplementary material|online supplement(?:ary material)?|appendix(?: [a-z0-9]+)?)$/u;

/**
 * A bold label run into its paragraph with no colon that heads a section no statement takes — Springer's
 * "**Supplementary Information** The online version contains …" and "**Publisher's Note** Springer Nature remains
 * neutral …" — heads that section as a heading of its own would: the appendix, or a section left untagged.
 * (A statement's label, "**Funding** …", is read by runInLabelTarget.) The caller trusts bold labels only past the
 * main text.
 */
export function boldLeadSection(paragraph: Paragraph): HeadingLike | undefined {
  const lead = boldLeadLabel(paragraph);
  if (!lead || !OPENS.test(lead.label)) return undefined;
  const target = matchSectionHeading(lead.label);
  return target ? { level: 1, byReader: false, normalized: lead.label, target } : undefined;
}
