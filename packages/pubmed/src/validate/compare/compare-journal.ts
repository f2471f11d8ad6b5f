import { abbreviateJournal } from '@galley/references';
import { editDistance, matchWords } from './match-text.ts';

// Single letters stay: "U S A" and section letters ("Virchows Arch B") are part of the name.
const FILLER = new Set(['the', 'of', 'and', 'for', 'in', 'on', 'de', 'la', 'le', 'der', 'und', 'et']);

/**
 * A cited journal against a record's full title and ISO abbreviation: same when any written form agrees —
 * equal letters ignoring spaces ("Proc Natl Acad Sci USA" / "U S A"), the NLM abbreviation of either side, an
 * abbreviation whose every word starts the matching word of the full title ("Nature Cell Biol." → "Nature cell
 * biology", "J Neurosci" → "The Journal of neuroscience"), an acronym ("PNAS", "JAMA"), or the first four or more
 * words of a long title ("Proceedings of the National Academy of Sciences"); close for one or two typing errors;
 * different otherwise. Shorter truncations stay different: "Cell" is not "Cell reports".
 */
export function compareJournal(
  cited: string | undefined,
  recordTitles: (string | undefined)[],
): 'same' | 'close' | 'different' | 'missing' {
  const citedWords = journalWords(withoutPlace(cited));
  const titles = recordTitles
    .filter((title): title is string => Boolean(title?.trim()))
    .flatMap((title) => [title, withoutPlace(title)]);
  if (citedWords.length === 0 || titles.length === 0) return 'missing';
  const citedForms = forms(withoutPlace(cited));
  const recordForms = titles.flatMap(forms);
  if (citedForms.some((form) => recordForms.includes(form))) return 'same';
  for (const title of titles) {
    const full = journalWords(title);
    if (abbreviates(citedWords, full)) return 'same';
    // Cut shorter still than the NLM form: "P Natl Acad Sci Usa" for "Proc Natl Acad Sci U S A".
    if (abbreviates(joinLetters(citedWords), joinLetters(journalWords(abbreviateJournal(title)))))
      return 'same';
    if (isAcronym(citedWords, full) || isAcronym(full, citedWords)) return 'same';
    if (citedWords.length >= 4 && abbreviates(citedWords, full.slice(0, citedWords.length))) return 'same';
  }
  const citedJoined = citedWords.join('');
  for (const form of recordForms) {
    // One slip from five letters counting the longer name ("Natue" for "Nature", as family names), two from twelve.
    const shorter = Math.min(form.length, citedJoined.length);
    const limit = shorter >= 12 ? 2 : Math.max(form.length, citedJoined.length) >= 5 && shorter >= 4 ? 1 : 0;
    if (limit > 0 && editDistance(citedJoined, form, limit) <= limit) return 'close';
  }
  return 'different';
}

/** "Nature (London)", "Cancer (Phila)", "Brain Res (Amst)": the place in parentheses is not part of the name. */
export function withoutPlace(title: string | undefined): string {
  return (title ?? '').replace(/\s*\([^)]*\)\s*/g, ' ').trim();
}

function journalWords(title: string | undefined): string[] {
  // "Alzheimer's research & therapy": the possessive stays one word, so "Alz Res Ther" lines up with it.
  return matchWords(title?.replace(/['’]s\b/g, 's')).filter((word) => !FILLER.has(word));
}

/** The letters of a title and of its NLM abbreviation, without spaces or filler words. */
function forms(title: string): string[] {
  return [journalWords(title).join(''), journalWords(abbreviateJournal(title)).join('')];
}

/**
 * "PNAS", "JAMA", "BMJ": one word of three or more letters spelling the initials of the full title's words (from
 * the first; a trailing "of the United States of America" may go unspelt).
 */
function isAcronym(short: string[], full: string[]): boolean {
  const [word] = short;
  if (short.length !== 1 || !word || word.length < 3 || full.length < word.length) return false;
  return full
    .map((part) => part[0])
    .join('')
    .startsWith(word);
}

/** Runs of single letters as one word: "u s a" → "usa", so "USA" and "U S A" line up word for word. */
function joinLetters(words: string[]): string[] {
  const joined: string[] = [];
  let inRun = false;
  for (const word of words) {
    const single = word.length === 1;
    if (single && inRun) joined[joined.length - 1] += word;
    else joined.push(word);
    inRun = single;
  }
  return joined;
}

/** Every abbreviated word starts the full title's word at the same position (same number of words). */
function abbreviates(short: string[], full: string[]): boolean {
  if (short.length !== full.length) return false;
  return short.every((word, index) => (full[index] ?? '').startsWith(word));
}
