import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

// The document-type codes of China's citation standard (GB/T 7714): [J] journal, [M] book, [C] proceedings,
// [D] thesis, [R] report, [N] newspaper, [P] patent, [S] standard, [EB/OL] online …
const CODE = /^\[(?:J|M|C|D|R|N|P|S|G|Z|A|DB|CP|EB)(?:\/(?:OL|CD|MT|DK))?\]$/u;
// In a reference the code is glued to the title and followed by its full stop, a comma or "//" (the book a paper is
// in): "…的影响[J]. 生态学报", "Title[C]//Proceedings" — also in English references of that style.
const CODE_IN_TEXT = /(?<=\S)\[(J|M|C|D|R|N|P|S|G|Z|A|DB|CP|EB)(?:\/(?:OL|CD|MT|DK))?\](?=\s*(?:[.,]|\/\/))/u;

/** The GB/T 7714 document-type code a reference states ("J", "M", "EB"), if any. */
export function gbtTypeCode(source: string): string | undefined {
  return source.includes('[') ? CODE_IN_TEXT.exec(source)?.[1] : undefined;
}

/**
 * "[J]", "[EB/OL]" glued to a title: a note (guessReferenceType reads the type from it), not words of the title.
 * Relabels `labels` in place.
 */
export function gbtTypeCodes(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  for (let index = 1; index < tokens.length; index++) {
    const open = tokens[index];
    if (open?.text !== '[' || open.spaceBefore) continue;
    let close = index + 1;
    while (close < tokens.length && tokens[close]?.text !== ']' && close - index < 5) close++;
    const code = tokens
      .slice(index, close + 1)
      .map((t) => t.text)
      .join('');
    if (CODE.test(code)) labels.fill('note', index, close + 1);
  }
}
