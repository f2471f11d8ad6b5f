import type { ReadAbstract } from '../abstract/read-abstract.ts';
import type { TitleIndex } from '../index/load-title-index.ts';
import { isContent } from '../index/shape-words.ts';
import { words } from '../text/words.ts';

export interface KeyPhrase {
  /** As written in the abstract (sentence-initial capitals lowered; defined abbreviations spelled out). */
  text: string;
  lower: string;
  terms: string[];
  score: number;
  /** Sentence index and offset of the first occurrence, for ordering phrases as the abstract does. */
  first: number;
}

const MAX_WORDS = 4;

/**
 * Key phrases of an abstract. Chunks are stopword- and punctuation-bounded runs of content words (no tagger), plus
 * "X of Y" runs that real titles use ("quality of life"); sub-runs up to four words compete too. They are picked
 * greedily by the scores of the words they add that earlier picks do not already cover, with a bonus for phrases
 * frequent in real titles and repeated in the abstract.
 */
export function keyPhrases(
  read: ReadAbstract,
  wordScores: ReadonlyMap<string, number>,
  index: TitleIndex,
  limit = 8,
): KeyPhrase[] {
  const found = new Map<string, KeyPhrase & { count: number }>();
  for (const sentence of read.sentences) {
    const list = words(sentence.text);
    const runs: (typeof list)[] = [];
    let run: typeof list = [];
    list.forEach((word, at) => {
      const gap = at > 0 ? sentence.text.slice(list[at - 1]?.end, word.start) : ' ';
      // Hyphens join; so do brackets inside one chemical name ("di(2-ethylhexyl)phthalate"), never a space-led one.
      const joined =
        /^[\s-]*$/.test(gap) ||
        /^[-()[\]]+$/.test(gap) ||
        (/^[)\]]\s+$/.test(gap) && unclosed(sentence.text.slice(run[0]?.start ?? 0, word.start)));
      if (!joined || !isContent(word.lower)) {
        if (run.length) runs.push(run);
        run = [];
        if (!isContent(word.lower)) return;
      }
      run.push(word);
    });
    if (run.length) runs.push(run);
    for (const chunk of runs)
      for (let start = 0; start < chunk.length; start++)
        for (let end = start + 1; end <= Math.min(chunk.length, start + MAX_WORDS); end++) {
          const span = chunk.slice(start, end);
          const firstWord = span[0];
          const lastWord = span[span.length - 1];
          if (!firstWord || !lastWord) continue;
          let text = sentence.text.slice(firstWord.start, lastWord.end);
          if (unclosed(text) && /^[)\]]/.test(sentence.text.slice(lastWord.end)))
            text += sentence.text[lastWord.end];
          if (span.length === 1) text = read.abbreviations.get(text) ?? text;
          if (firstWord.start === 0 && /^\p{Lu}\p{Ll}+$/u.test(firstWord.text))
            text = text[0]?.toLowerCase() + text.slice(1);
          const lower = span.map((word) => word.lower).join(' ');
          const known = found.get(lower);
          if (known) known.count++;
          else
            found.set(lower, {
              text,
              lower,
              terms: span.map((word) => word.lower),
              score: 0,
              first: sentence.index * 10_000 + firstWord.start,
              count: 1,
            });
        }
  }
  const covered = new Set<string>();
  const picked: KeyPhrase[] = [];
  const pool = [...found.values()];
  while (picked.length < limit) {
    let best: (typeof pool)[number] | undefined;
    let bestValue = 0;
    for (const phrase of pool) {
      const value = gain(phrase, wordScores, covered, index);
      if (value > bestValue || (value === bestValue && best && phrase.first < best.first)) {
        best = phrase;
        bestValue = value;
      }
    }
    if (!best || bestValue <= 0) break;
    for (const term of best.terms) covered.add(term);
    picked.push({
      text: best.text,
      lower: best.lower,
      terms: best.terms,
      score: bestValue,
      first: best.first,
    });
  }
  return picked;
}

function gain(
  phrase: KeyPhrase & { count: number },
  wordScores: ReadonlyMap<string, number>,
  covered: ReadonlySet<string>,
  index: TitleIndex,
): number {
  let fresh = 0;
  let stale = 0;
  for (const term of phrase.terms) {
    const score = wordScores.get(term) ?? 0;
    if (covered.has(term)) stale += score;
    else fresh += score;
  }
  if (fresh === 0) return 0;
  const attested = phrase.terms.length === 1 || phrase.count > 1 || index.phraseCount(phrase.lower) > 0;
  const bonus =
    1 + 0.15 * Math.log(1 + index.phraseCount(phrase.lower)) + 0.1 * Math.min(phrase.count - 1, 5);
  return (fresh * bonus - stale * 0.5) * (attested ? 1 : 0.6) - 0.01 * phrase.terms.length;
}

/** More brackets opened than closed ("di-(2-ethylhexyl"). */
function unclosed(text: string): boolean {
  return (text.match(/[([]/g) ?? []).length > (text.match(/[)\]]/g) ?? []).length;
}
