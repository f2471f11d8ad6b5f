import type { CslItem, CslItemType } from '@galley/contracts';
import { gbtTypeCode } from './gbt-type-code.ts';

const PREPRINT = /\b(?:arxiv|biorxiv|medrxiv|chemrxiv|preprints?|ssrn|research square|osf preprints)\b/i;
const THESIS = /\b(?:thesis|dissertation)\b/i;
const PROCEEDINGS = /\b(?:proceedings|conference|symposium|workshop|congress|meeting|proc\.? of)\b/i;
// "Paper presented at the …", "Presented at: …" — not "children presented at the emergency department".
const PRESENTED = /\b(?:paper|poster|abstract)s?\s+presented\s+at\b|\bpresented\s+at:/i;
const IN_BOOK = /\bIn:?\s+(?:\p{Lu}|[Tt]he\b)/u;
// The type a GB/T 7714 code states ("[M]" book, "[D]" thesis, "[EB/OL]" web page …); the code's own letter.
const GBT_TYPES: Readonly<Record<string, CslItemType>> = {
  J: 'article-journal',
  M: 'book',
  G: 'book',
  C: 'paper-conference',
  A: 'chapter',
  D: 'thesis',
  R: 'report',
  N: 'article-newspaper',
  P: 'patent',
  S: 'document',
  Z: 'document',
  DB: 'dataset',
  CP: 'dataset',
  EB: 'webpage',
};

/**
 * The CSL type a GB/T 7714 code in the string states ("[M]", "[J]"), else from what the parser found: journal article unless the container, the words around it or the
 * missing container say otherwise (preprint servers, proceedings and meetings, "presented at", "In: … (eds)",
 * a publisher without a journal, a bare URL).
 */
export function guessReferenceType(item: CslItem, source: string): CslItemType {
  const code = gbtTypeCode(source);
  const stated = code ? GBT_TYPES[code] : undefined;
  if (stated) return stated;
  const container = item['container-title'] ?? '';
  if (PREPRINT.test(container + source)) return 'article';
  if (THESIS.test(source)) return 'thesis';
  // "Paper presented at: 43rd Annual Meeting of …", unless volume and pages make it an article.
  if (
    (PROCEEDINGS.test(container) && !proceedingsJournal(item, source)) ||
    (!(item.volume && item.page) && presented(source))
  )
    return 'paper-conference';
  // The publisher first: the expression over the whole string only runs when the answer depends on it.
  if (container && item.publisher && (item.editor?.length || IN_BOOK.test(source))) return 'chapter';
  if (!container && item.publisher) return 'book';
  if (!container && item.URL) return 'webpage';
  return 'article-journal';
}

// A meeting's words, or a year or an ordinal naming one ("Proceedings of the 23rd International Conference …").
const MEETING =
  /\b(?:conf|conference|symp|symposium|workshop|congress|meeting|colloquium|annual|int|international)\b|\d/i;

// Proceedings cited as a book: "In Proceedings IEEE …", "In: Proc. …".
const IN_PROCEEDINGS = /\b[Ii]n:?\s+(?:the\s+)?Proc(?:eedings\b|\.)/;

/**
 * A journal named "Proceedings" ("Proceedings of the Royal Society B: Biological Sciences, 270, 2293–2299", "Proc
 * Natl Acad Sci U S A"): no meeting in its name, cited with volume and pages, no publisher or editors.
 */
function proceedingsJournal(item: CslItem, source: string): boolean {
  const container = item['container-title'] ?? '';
  return (
    !IN_PROCEEDINGS.test(source) &&
    !MEETING.test(container) &&
    Boolean(item.volume && item.page) &&
    !item.publisher &&
    !item.editor?.length
  );
}

/** PRESENTED, tested only where the word is (a cheap scan spares most strings the expression). */
function presented(source: string): boolean {
  return (source.includes('resented') || source.includes('RESENTED')) && PRESENTED.test(source);
}
