import { isDoubleSlash } from './gbt-type-code.ts';
import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

// References written in Korean, Chinese or Japanese: "张伟, 李娜. 积雪对土壤呼吸的影响[J]. 生态学报, 2019, 39(5):
// 1234-1242.", "佐藤健一, 田中由美: 高齢者の…研究. 日本公衆衛生雑誌 2020; 67(4): 250–258.", "김민준, 이서연 (2020).
// 한국 대학생의 … 성취. 한국심리학회지, 39(2), 201-220.". The tagger learnt its words from Latin-script references
// and has none of these; their order is the same everywhere — authors, then the title up to a full stop, then the
// journal or the place and publisher — and it is what this rule reads.
/** A letter of Hangul, Han or kana (with the kana length mark), as a regular-expression class. */
export const CJK_LETTER = '[\\p{Script=Hangul}\\p{Script=Han}\\p{Script=Katakana}\\p{Script=Hiragana}ー]';
const CJK_WORD = new RegExp(`^${CJK_LETTER}`, 'u');
// Between names: commas, the CJK list marks, and the middle dot of Korean and Japanese lists ("김민준·이서연",
// "山田・鈴木") — not between the parts of one Han name ("阿依古丽·买买提").
const NAME_SEPARATOR = /^[,，、;；・]$/u;
const HANGUL_END = /\p{Script=Hangul}$/u;
/** The words that end a CJK author list cut short ("等", "외", "ほか", "他"), as a regular-expression alternation. */
export const CJK_MORE_AUTHORS = '等|외|ほか|他';
const MORE_AUTHORS = new RegExp(`^(?:${CJK_MORE_AUTHORS}|et|al)$`, 'u');
const COLON = /^[:：]$/u;
const HEAD_END = /^[.．。:：(（]$/u;
const SEGMENT_END = /^[.．。]$/u;
// Not a note: the GB/T 7714 type code after the title is one (gbtTypeCodes).
const RELABELLED_IN_TITLE: ReadonlySet<TokenLabel> = new Set([
  'author',
  'editor',
  'container',
  'publisher',
  'title',
]);
const RELABELLED_AFTER_TITLE: ReadonlySet<TokenLabel> = new Set([
  'container',
  'author',
  'editor',
  'title',
  'note',
  'publisher',
  'location',
]);

/** The end (exclusive) of a CJK author list at `from`: names of CJK words between list marks, "等" or "et al". */
function authorListEnd(tokens: readonly ReferenceToken[], from: number): number {
  let at = from;
  let names = 0;
  while (at < tokens.length) {
    const text = tokens[at]?.text ?? '';
    if (CJK_WORD.test(text) && text.length <= 5 && !MORE_AUTHORS.test(text)) {
      names++;
      at++;
      // A Japanese name written with the family name apart ("山田 太郎").
      const next = tokens[at];
      if (
        next &&
        CJK_WORD.test(next.text) &&
        next.spaceBefore &&
        text.length + next.text.length <= 6 &&
        !HEAD_END.test(next.text)
      )
        at++;
    } else if (
      names > 0 &&
      (NAME_SEPARATOR.test(text) || (text === '·' && HANGUL_END.test(tokens[at - 1]?.text ?? '')))
    )
      at++;
    else if (MORE_AUTHORS.test(text) || text === '.') {
      if (text === '.' && tokens[at - 1]?.text !== 'al') break;
      at++;
    } else break;
  }
  return names > 0 && HEAD_END.test(tokens[at]?.text ?? '') ? at : -1;
}

/** Where the part from `from` ends: at its full stop or at "//". */
function segmentEnd(tokens: readonly ReferenceToken[], from: number): number {
  let at = from;
  while (at < tokens.length && !SEGMENT_END.test(tokens[at]?.text ?? '') && !isDoubleSlash(tokens, at)) at++;
  return at;
}

/**
 * In a reference that opens with authors in Hangul, Han or kana: the author list is the authors; the words up to the
 * next full stop are the title; the CJK words that open the part after it are the journal, or the place and the
 * publisher when a colon joins two runs ("北京: 科学出版社") — each only where the tagger gave those tokens a name,
 * title, container, place or publisher label (a date, volume or pages it found stay). Relabels `labels` in place; a no-op for any other reference.
 */
export function cjkHead(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  let start = 0;
  while (start < labels.length && labels[start] === 'number') start++;
  if (!CJK_WORD.test(tokens[start]?.text ?? '')) return;
  const end = authorListEnd(tokens, start);
  if (end < 0) return;
  labels.fill('author', start, end);
  // Past the head's mark and a year in brackets ("(2020).").
  let at = end;
  while (
    at < tokens.length &&
    (HEAD_END.test(tokens[at]?.text ?? '') ||
      labels[at] === 'date' ||
      /^[)）]$/u.test(tokens[at]?.text ?? ''))
  )
    at++;
  const titleEnd = segmentEnd(tokens, at);
  for (let index = at; index < titleEnd; index++)
    if (RELABELLED_IN_TITLE.has(labels[index] as TokenLabel)) labels[index] = 'title';
  let after = titleEnd + 1;
  if (isDoubleSlash(tokens, titleEnd)) after = bookAfterSlashes(tokens, labels, titleEnd + 2);
  const run = cjkRunEnd(tokens, after);
  if (run === after) return;
  // "北京: 科学出版社, 2015": a book's place and publisher; else the journal ("生态学报, 2019").
  const publisherEnd = COLON.test(tokens[run]?.text ?? '') ? cjkRunEnd(tokens, run + 1) : run;
  if (publisherEnd > run + 1) {
    relabel(labels, after, run, 'location');
    relabel(labels, run + 1, publisherEnd, 'publisher');
  } else if (!isDoubleSlash(tokens, titleEnd)) relabel(labels, after, run, 'container');
}

/**
 * After "//": the book's editors and then its title ("王芳. 生态学进展."), or its title alone ("Proceedings of …."):
 * relabels them and answers where the part after them starts.
 */
function bookAfterSlashes(tokens: readonly ReferenceToken[], labels: TokenLabel[], from: number): number {
  const first = segmentEnd(tokens, from);
  const second = segmentEnd(tokens, first + 1);
  // A second part in CJK words before any place and publisher: the first is the editors (or the body) of the book.
  const titled =
    CJK_WORD.test(tokens[first + 1]?.text ?? '') &&
    !COLON.test(tokens[cjkRunEnd(tokens, first + 1)]?.text ?? '');
  if (!titled) {
    relabel(labels, from, first, 'container');
    return first + 1;
  }
  relabel(labels, from, first, 'editor');
  relabel(labels, first + 1, second, 'container');
  return second + 1;
}

/** The end (exclusive) of the CJK words from `from`. */
function cjkRunEnd(tokens: readonly ReferenceToken[], from: number): number {
  let at = from;
  while (at < tokens.length && CJK_WORD.test(tokens[at]?.text ?? '')) at++;
  return at;
}

/** Tokens `from`..`to` the tagger took for names, a title or a note, as `label`. */
function relabel(labels: TokenLabel[], from: number, to: number, label: TokenLabel): void {
  for (let index = from; index < to; index++)
    if (RELABELLED_AFTER_TITLE.has(labels[index] as TokenLabel)) labels[index] = label;
}
