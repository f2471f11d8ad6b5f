import type { Paragraph } from '@galley/contracts';
import { leadingLabel } from './leading-label.ts';
import { openingLabelTarget } from './opening-label-target.ts';

/** "Keywords", "Key words", "Key-words" opening a line, with its colon when it has one (group 1). */
export const KEYWORDS_LABEL = /^\s*key[- ]?words?\s*([:：])?/i;

/**
 * "Keywords: …", "Palabras clave: …", "关键词：…", Springer's "**Keywords** Soil · Drought" (a bold label with no
 * colon): the keywords line that closes an abstract.
 */
export function isKeywordsLine(paragraph: Paragraph): boolean {
  if (KEYWORDS_LABEL.exec(paragraph.text)?.[1]) return true;
  const target = openingLabelTarget(paragraph);
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
