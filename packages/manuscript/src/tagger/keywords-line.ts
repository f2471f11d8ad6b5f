import type { Paragraph } from '@galley/contracts';
import { type HeadingTarget, matchSectionHeading } from './heading-lexicon.ts';
import { leadingLabel } from './leading-label.ts';
import { openingLabelTarget } from './opening-label-target.ts';
import { findRunInLabels } from './run-in-label.ts';

/** "Keywords", "Key words", "Key-words" opening a line, with its colon when it has one (group 1). */
export const KEYWORDS_LABEL = /^\s*key[- ]?words?\s*([:：])?/i;

/**
 * "Keywords: …", "Palabras clave: …", "关键词：…", Springer's "**Keywords** Soil · Drought" (a bold label with no
 * colon): the keywords line that closes an abstract.
 */
export function isKeywordsLine(paragraph: Paragraph): boolean {
  if (KEYWORDS_LABEL.exec(paragraph.text)?.[1]) return true;
  return namesKeywords(openingLabelTarget(paragraph));
}

/** "Keywords:" with nothing after it: the keywords follow on lines of their own, as editorial systems write them. */
export function isKeywordsLabelOnly(text: string): boolean {
  const label = leadingLabel(text);
  return !!label && namesKeywords(label.target) && !text.slice(label.textStart).trim();
}

function namesKeywords(target: HeadingTarget | undefined): boolean {
  return target?.kind === 'step' && target.step === 'abstract.keywords';
}

/**
 * The keywords typed inside an abstract's paragraph after its text: "… nitrogen cycling.⏎Keywords: alpine; nitrogen"
 * (a line broken with Shift+Enter, whatever separates the keywords) or "… cycling. Key words: alpine, nitrogen" run on
 * — then a list of short terms, not prose ("Keywords: the participants listed five words. Recall, however,
 * rose."). Their span runs to the end of their line: an "Abbreviations: …" or "Word count: …" line after them is not
 * theirs. Never at `from` itself (a paragraph that opens with the label is the keywords line).
 */
export function keywordsIn(text: string, from: number): { start: number; end: number } | undefined {
  for (const label of findRunInLabels(text, (normalized) => namesKeywords(matchSectionHeading(normalized)))) {
    if (label.start <= from || !text.slice(from, label.start).trim()) continue;
    const lineEnd = text.indexOf('\n', label.start);
    const end = lineEnd < 0 ? text.length : lineEnd;
    const onItsLine = /\n[ \t]*$/.test(text.slice(0, label.start));
    if (onItsLine || isKeywordList(text.slice(label.textStart, end))) return { start: label.start, end };
  }
  return undefined;
}

/** Keywords, not prose: terms of five words at most between ";", ",", "·" or full stops, none opening like a sentence. */
function isKeywordList(list: string): boolean {
  const terms = list.split(/[;,·.]\s*/).filter((term) => term.trim());
  return terms.every(
    (term) =>
      term.trim().split(/\s+/).length <= 5 &&
      !/^\s*(?:the|a|an|we|our|this|these|those|it|they|in|of|however)\b/i.test(term),
  );
}
