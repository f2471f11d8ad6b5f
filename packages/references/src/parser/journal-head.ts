import { journalVocabulary } from './journal-vocabulary.ts';
import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

// An abbreviated word with its full stop: "Comm.", "Approx.", and of single letters only "J." ("mitomycin C.").
const ABBREVIATION = /^(?:\p{Lu}\p{Ll}{1,7}|J)$/u;
const CAPITALISED = /^\p{Lu}[\p{L}'’]*$/u;
// A sentence-case word, not a title-case function word ("Course of | Theoretical Physics").
const LOWER = /^\p{Ll}{4,}/u;

/**
 * The head of a journal's name the tagger left at the end of the title: "… a randomized clinical trial | Diabetes
 * | Educ., 36", "… to the Internet, | Comm. | of the ACM, 37". Title tokens just before the container are the
 * journal's when they are NLM abbreviations with their full stop ("Comm.", "J.") or capitalised words of journal
 * titles ("Diabetes") after a sentence-case word or a sentence's end. Relabels `labels` in place.
 */
export function journalHeadInTitle(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  const start = labels.indexOf('container');
  if (start < 2 || labels[start - 1] !== 'title') return;
  const { words, abbreviations } = journalVocabulary();
  const text = (index: number) => tokens[index]?.text ?? '';
  // A container that starts abbreviated ("Educ.") takes one more word the vocabulary does not know ("Diabetes
  // Educ."), never a word with a full stop: "…Bis(Crown) Ethers. | Anal. Chem" ends a sentence.
  const abbreviated = ABBREVIATION.test(text(start)) && text(start + 1) === '.';
  let from = start;
  let at = start - 1;
  while (at > 0 && labels[at] === 'title') {
    const token = text(at);
    const previous = text(at - 1);
    if (token === '.' && labels[at - 1] === 'title' && ABBREVIATION.test(previous)) {
      if (!abbreviations.has(previous.toLowerCase())) break;
      at -= 2;
      from = at + 1;
      continue;
    }
    const known = words.has(token.toLowerCase()) || (abbreviated && at === start - 1);
    if (token === '-' || (CAPITALISED.test(token) && known)) {
      at--;
      continue;
    }
    break;
  }
  // Capitalised words taken only after a sentence-case word or a sentence's full stop.
  if (at + 1 < from) {
    const before = text(at);
    const abbreviated = before === '.' && abbreviations.has(text(at - 1).toLowerCase());
    if (LOWER.test(before) || (before === '.' && !abbreviated) || before === ',') from = at + 1;
  }
  if (from >= start) return;
  let titleWords = 0;
  for (let index = 0; index < from; index++)
    if (labels[index] === 'title' && /^[\p{L}\p{N}]/u.test(text(index))) titleWords++;
  if (titleWords < 2) return;
  // The title left must stay the longest title run (the one read as the title).
  let longest = 0;
  let run = 0;
  for (let index = from; index < labels.length; index++) {
    run = labels[index] === 'title' ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  let kept = 0;
  for (let index = from - 1; index >= 0 && labels[index] === 'title'; index--) kept++;
  if (kept <= longest) return;
  labels.fill('container', from, start);
}
