import { STOPWORDS } from '../text/stopwords.ts';

/** Words a title shape keeps as they are; every run of other words becomes one slot, X. */
export const SHAPE_CONNECTORS: ReadonlySet<string> = new Set([
  'of',
  'in',
  'on',
  'for',
  'with',
  'and',
  'to',
  'by',
  'from',
  'the',
  'a',
  'an',
  'between',
  'after',
  'during',
  'among',
  'versus',
  'vs',
  'is',
  'are',
  'does',
  'do',
  'can',
  'at',
  'as',
  'or',
  'without',
  'into',
  'is',
  ':',
  '?',
]);

/** The shape of a title: "Effect of insulin on glucose uptake in rats" → "effect of X on X in X" (with its head). */
export function titleShape(lowerTokens: readonly string[], heads: ReadonlySet<string>): string {
  const out: string[] = [];
  lowerTokens.forEach((token, index) => {
    const keep = SHAPE_CONNECTORS.has(token) || (index === 0 && heads.has(token));
    const piece = keep ? token : 'X';
    if (piece === 'X' && out[out.length - 1] === 'X') return;
    out.push(piece);
  });
  return out.join(' ');
}

/** Title tokens for shapes: words lower-cased, with ':' and '?' as tokens of their own. */
export function shapeTokens(title: string): string[] {
  return [
    ...title.toLowerCase().matchAll(/[\p{L}\p{N}](?:[\p{L}\p{N}]|['’\-/.](?=[\p{L}\p{N}]))*|[:?]/gu),
  ].map((match) => match[0]);
}

/** Content word: not a stopword, not only digits. */
export function isContent(lower: string): boolean {
  return !STOPWORDS.has(lower) && !/^[\d.,/-]+$/.test(lower) && lower.length > 1;
}
