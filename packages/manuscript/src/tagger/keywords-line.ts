import type { Paragraph } from '@galley/contracts';
import { boldLeadLabel } from './bold-lead-label.ts';
import { matchSectionHeading } from './heading-lexicon.ts';
import { leadingLabel } from './leading-label.ts';

/**
 * "Keywords: …", "Palabras clave: …", "关键词：…", Springer's "**Keywords** Soil · Drought" (a bold label with no
 * colon): the keywords line that closes an abstract.
 */
export function isKeywordsLine(paragraph: Paragraph): boolean {
  const { text } = paragraph;
  const label = leadingLabel(text);
  if (/^\s*key ?words?\s*[:：]/i.test(text)) return true;
  if (label) return label.target.kind === 'step' && label.target.step === 'abstract.keywords';
  const lead = boldLeadLabel(paragraph);
  const target = lead ? matchSectionHeading(lead.label) : undefined;
  return target?.kind === 'step' && target.step === 'abstract.keywords';
}

/** "Keywords:" with nothing after it: the keywords follow on lines of their own, as editorial systems write them. */
export function isKeywordsLabelOnly(text: string): boolean {
  const label = leadingLabel(text);
  return (
    label?.target.kind === 'step' &&
    label.target.step === 'abstract.keywords' &&
    !text.slice(label.textStart).trim()
  );
}
