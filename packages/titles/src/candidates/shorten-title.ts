import type { JournalTitleLimits } from '../types.ts';
import { fitsLimits } from './measure-title.ts';

// Places a title can end without a dangling word: before a connector that opens a trailing qualifier.
const CUT_BEFORE = /\s+(?:in|of|on|for|with|and|among|after|during|by|from|at|to|using|via|versus|vs)\s+/gi;
const DANGLING =
  /\s+(?:a|an|the|of|in|on|for|with|and|or|to|by|from|at|its|their|is|are|was|were|that|which)$/i;

/**
 * The title cut to the journal's limits (or to `softWords` when the journal sets none), dropping trailing qualifiers
 * ("… in adult patients") before anything else, then the subtitle. Returns the title unchanged when no cut fits.
 */
export function shortenTitle(title: string, limits: JournalTitleLimits | undefined, softWords = 20): string {
  const wanted: JournalTitleLimits = {
    ...limits,
    maxTitleWords: Math.min(limits?.maxTitleWords ?? softWords, softWords),
  };
  let text = tidy(title);
  if (fitsLimits(text, wanted)) return text;
  const colon = text.indexOf(': ');
  if (colon > 0 && fitsLimits(text.slice(0, colon), wanted)) {
    const head = text.slice(0, colon);
    const withCut = cutTail(text, wanted);
    return withCut && withCut.length > head.length ? withCut : head;
  }
  text = cutTail(text, wanted) ?? text;
  if (!fitsLimits(text, wanted)) {
    // No connector to cut at: keep whole words up to the limit.
    const max = wanted.maxTitleWords ?? softWords;
    let words = text.split(/\s+/).slice(0, max).join(' ');
    while (!fitsLimits(words, wanted) && words.includes(' ')) words = words.slice(0, words.lastIndexOf(' '));
    text = tidy(words);
  }
  return text;
}

function cutTail(text: string, limits: JournalTitleLimits): string | undefined {
  const cuts = [...text.matchAll(CUT_BEFORE)].map((match) => match.index).reverse();
  for (const at of cuts) {
    const piece = tidy(text.slice(0, at));
    if (piece.split(/\s+/).length >= 3 && fitsLimits(piece, limits)) return piece;
  }
  return undefined;
}

function tidy(text: string): string {
  let out = text
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:.-]+$/, '')
    .trim();
  while (DANGLING.test(out)) out = out.replace(DANGLING, '');
  // Brackets left open by a cut.
  const open = (out.match(/\(/g) ?? []).length - (out.match(/\)/g) ?? []).length;
  if (open > 0) out = out.slice(0, out.lastIndexOf('(')).trim();
  return out;
}
