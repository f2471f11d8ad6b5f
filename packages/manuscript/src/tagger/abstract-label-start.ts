import type { Paragraph } from '@galley/contracts';
import { boldLeadLabel } from './bold-lead-label.ts';
import { matchSectionHeading } from './heading-lexicon.ts';
import { leadingLabel } from './leading-label.ts';

/**
 * "Abstract: …", "Summary. …", "초록: …", "摘要：…", "**Abstract** …": where the abstract's text starts after its
 * run-in label.
 */
export function abstractLabelStart(paragraph: Paragraph): number | undefined {
  const { text } = paragraph;
  const english = /^\s*(?:abstract|summary)\s*[:.]\s+/i.exec(text);
  if (english) return english[0].length;
  const label = leadingLabel(text);
  if (label?.target.kind === 'abstract' && text.slice(label.textStart).trim()) return label.textStart;
  const lead = boldLeadLabel(paragraph);
  return lead && matchSectionHeading(lead.label)?.kind === 'abstract' ? lead.textStart : undefined;
}
