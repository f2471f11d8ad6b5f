import type { KeyPhrase } from '../phrases/key-phrases.ts';
import { escapeRegExp } from '../text/escape-reg-exp.ts';
import { shortenTitle } from './shorten-title.ts';
import { capitalise, type DraftTitle, type TitleContext } from './title-context.ts';

const LINK = '(?:of|in|on|for|with|by|from|and|during|after|among|to|versus)';
const ARTICLE = '(?:(?:the|a|an)\\s+)?';

/**
 * Key phrases joined as the abstract itself joins them: "A of B", "A in B", extended to a third phrase the same way
 * ("A of B in C"). Every link is one the abstract wrote, so the title reads as the authors' own wording.
 */
export function linkedTitle(context: TitleContext): DraftTitle | undefined {
  if (!context.english) return undefined;
  const text = context.read.text.toLowerCase();
  const phrases = context.phrases.slice(0, 6);
  let best: { chain: string; value: number; used: Set<KeyPhrase> } | undefined;
  for (const a of phrases)
    for (const b of phrases) {
      if (a === b) continue;
      const pair = link(text, a.lower, b.lower);
      if (!pair) continue;
      let chain = pair;
      let value = a.score + b.score;
      const used = new Set([a, b]);
      for (const c of phrases) {
        if (used.has(c)) continue;
        const next = link(text, b.lower, c.lower);
        if (next) {
          chain = `${pair}${next.slice(b.lower.length)}`;
          value += c.score;
          used.add(c);
          break;
        }
      }
      if (!best || value > best.value) best = { chain, value, used };
    }
  if (!best) return undefined;
  return {
    title: capitalise(shortenTitle(restoreCase(best.chain, best.used), undefined, 16)),
    kind: 'descriptive',
  };
}

/** "a link b" as the abstract writes it (lower case), if it does. */
function link(text: string, a: string, b: string): string | undefined {
  const pattern = new RegExp(`\\b${escapeRegExp(a)}\\s+${LINK}\\s+${ARTICLE}${escapeRegExp(b)}\\b`);
  return pattern.exec(text)?.[0];
}

/** Puts the phrases' own spelling back (abbreviations, gene names) into the lower-cased chain. */
function restoreCase(chain: string, used: ReadonlySet<KeyPhrase>): string {
  let out = chain;
  for (const phrase of used)
    if (phrase.text.toLowerCase() === phrase.lower) out = out.replace(phrase.lower, phrase.text);
  return out;
}
