import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

// The document-type codes of China's citation standard (GB/T 7714): [J] journal, [M] book, [C] proceedings,
// [D] thesis, [R] report, [N] newspaper, [P] patent, [S] standard, [EB/OL] online …
const CODE_BODY = '\\[(J|M|C|D|R|N|P|S|G|Z|A|DB|CP|EB)(?:\\/(?:OL|CD|MT|DK))?\\]';
const CODE = new RegExp(`^${CODE_BODY}$`, 'u');
// What the code is glued to: the end of a title (a small letter, a CJK letter, a digit, a closing bracket or quote)
// — not a capital, which makes "Z[G]", "K[S]" of algebra titles.
const TITLE_END_CHAR = `[\\p{Ll}\\p{Script=Han}\\p{Script=Hangul}\\p{Script=Hiragana}\\p{Script=Katakana}\\d)）"”'’]`;
const TITLE_END = new RegExp(`${TITLE_END_CHAR}$`, 'u');
// In a reference the code follows the title and comes before its full stop, a comma or "//" (the book or the
// proceedings a part is in): "…的影响[J]. 生态学报", "Title[C]//Proceedings" — also in English references of that style.
const CODE_IN_TEXT = new RegExp(
  `(?<=${TITLE_END_CHAR})${CODE_BODY}(\\s*\\/\\/)?(?=\\s*(?:[.,]|\\/\\/)|(?<=\\/\\/))`,
  'u',
);

/**
 * The GB/T 7714 document-type code a reference states ("J", "M", "EB"), if any; a book's code before "//" (the
 * book a chapter is in: "…[M]//王芳. 生态学进展") answers "A", a chapter's.
 */
export function gbtTypeCode(source: string): string | undefined {
  if (!source.includes('[')) return undefined;
  const match = CODE_IN_TEXT.exec(source);
  if (!match) return undefined;
  return match[1] === 'M' && match[2] ? 'A' : match[1];
}

/**
 * "[J]", "[EB/OL]" glued to a title: a note (guessReferenceType reads the type from it), not words of the title;
 * after "[C]//" or "[M]//" the proceedings or book up to the next full stop is the container. Relabels `labels`
 * in place.
 */
export function gbtTypeCodes(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  for (let index = 1; index < tokens.length; index++) {
    const open = tokens[index];
    if (open?.text !== '[' || open.spaceBefore || !TITLE_END.test(tokens[index - 1]?.text ?? '')) continue;
    let close = index + 1;
    while (close < tokens.length && tokens[close]?.text !== ']' && close - index < 5) close++;
    const code = tokens
      .slice(index, close + 1)
      .map((t) => t.text)
      .join('');
    if (!CODE.test(code)) continue;
    labels.fill('note', index, close + 1);
    if (isDoubleSlash(tokens, close + 1)) containerAfter(tokens, labels, close + 1);
  }
}

/** Whether "//" (GB/T 7714: "in" the book or proceedings that follows) starts at token `at`. */
export function isDoubleSlash(tokens: readonly ReferenceToken[], at: number): boolean {
  return tokens[at]?.text === '/' && tokens[at + 1]?.text === '/';
}

/** "//" and the book or proceedings after it, to its full stop. */
function containerAfter(tokens: readonly ReferenceToken[], labels: TokenLabel[], slashes: number): void {
  labels.fill('note', slashes, slashes + 2);
  for (let index = slashes + 2; index < tokens.length && tokens[index]?.text !== '.'; index++)
    if (labels[index] === 'title' || labels[index] === 'author' || labels[index] === 'note')
      labels[index] = 'container';
}
