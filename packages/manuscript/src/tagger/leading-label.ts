import { type HeadingTarget, matchSectionHeading } from './heading-lexicon.ts';
import { normalizeHeading } from './normalize-heading.ts';

// "Funding: …", "关键词：…", "Acknowledgements. We thank …", "Competing interests — none", IEEE's "Abstract—We …"
// and "Index Terms—…": a label of at most six words (or 12 characters of a script without spaces) ending in a colon,
// a full stop or a dash (spaced, or an unspaced em dash: an unspaced en dash joins words, "Funding–related").
const LEADING =
  /^\s*([^\s:：.—–][^:：.—–]{0,60}?)\s*(?:[:：]|\.(?=\s+[\p{Lu}\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])|\s[—–]\s|—)\s*/u;

/** A section label that opens a paragraph, when the lexicon knows it: its target and where the text starts. */
export function leadingLabel(text: string): { target: HeadingTarget; textStart: number } | undefined {
  const match = LEADING.exec(text);
  const label = match?.[1];
  if (!match || !label || label.split(/\s+/).length > 6) return undefined;
  const target = matchSectionHeading(normalizeHeading(label));
  return target ? { target, textStart: match[0].length } : undefined;
}
