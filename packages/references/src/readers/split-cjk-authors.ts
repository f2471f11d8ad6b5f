import { CJK_LETTER, CJK_MORE_AUTHORS } from '../parser/cjk-head.ts';

// Author lists written in Hangul, Han or kana ("홍길동, 김철수.", "张伟，李娜，等.", "山田太郎, 鈴木花子:"): names of
// two to five characters (a Japanese one perhaps with the family name apart), no initials and no capitals for the
// name patterns of Latin-script lists to find, separated by commas or the CJK list marks, then a full stop, a colon
// or the year in brackets — what starts a reference in Korean, Chinese and Japanese reference lists.
const CJK = CJK_LETTER;
const NAME = `(?:${CJK}{2,5}|${CJK}{1,3}\\s${CJK}{1,4})`;
const MORE = `(?:\\s*[,，、]?\\s*(?:${CJK_MORE_AUTHORS}|et al\\.?))?`;
const CJK_AUTHORS = new RegExp(
  `^${NAME}((?:\\s*(?:[,，、;；・]|(?<=\\p{Script=Hangul})·)\\s*${NAME})*)${MORE}\\s*(?:[.．。:：]|\\(\\s*(?:1[5-9]|20)\\d{2})`,
  'u',
);

/** How many names a line's CJK author list has (0 when it does not start with one). */
export function cjkAuthorCount(line: string): number {
  const match = CJK_AUTHORS.exec(line.trim());
  if (!match) return 0;
  return 1 + (match[1]?.match(/[,，、;；・·]/gu)?.length ?? 0);
}
