import { escapeRegExp } from '../text/escape-reg-exp.ts';
import { shortenTitle } from './shorten-title.ts';
import {
  capitalise,
  type DraftTitle,
  inAbstractOrder,
  type TitleContext,
  topicPhrases,
} from './title-context.ts';

/**
 * Titles from the shapes real titles take most often ("X of X in X", "X and X in X"): the corpus' frequent shapes
 * without a colon or question, filled with the best key phrases in the abstract's order; an "in" slot takes the
 * studied population when there is one. Returns up to `limit` titles from different shapes.
 */
export function shapeTitles(context: TitleContext, limit = 2): DraftTitle[] {
  if (!context.english) return [];
  const drafts: DraftTitle[] = [];
  const seen = new Set<string>();
  for (const [shape] of context.index.shapes) {
    if (drafts.length >= limit) break;
    if (/[:?]/.test(shape) || /^x$/i.test(shape)) continue;
    const parts = shape.split(' ');
    const slots = parts.filter((part) => part === 'X').length;
    if (slots < 2 || slots > 4 || parts[0] !== 'X') continue;
    const title = fill(parts, context);
    if (!title || seen.has(title.toLowerCase())) continue;
    seen.add(title.toLowerCase());
    drafts.push({ title, kind: 'descriptive' });
  }
  return drafts;
}

function fill(parts: string[], context: TitleContext): string | undefined {
  const slots = parts.filter((part) => part === 'X').length;
  const populationSlot = context.population ? parts.lastIndexOf('X') : -1;
  const usesPopulation = populationSlot > 0 && parts[populationSlot - 1] === 'in';
  const wanted = usesPopulation ? slots - 1 : slots;
  const phrases = inAbstractOrder(
    usesPopulation ? topicPhrases(context, wanted) : context.phrases.slice(0, wanted),
  );
  if (phrases.length < wanted) return undefined;
  let next = 0;
  const words = parts.map((part, at) => {
    if (part !== 'X') return part;
    if (usesPopulation && at === populationSlot) return context.population ?? '';
    return phrases[next++]?.text ?? '';
  });
  // A connector between two key phrases claims a relation: keep it only where the abstract writes it ("A of B"),
  // else join them with "and" ("Needle biopsy and air embolism", not "Needle biopsy in air embolism").
  const text = context.read.text.toLowerCase();
  for (let at = 1; at < parts.length - 1; at++) {
    const [before, link, after] = [words[at - 1], parts[at], words[at + 1]];
    if (parts[at - 1] !== 'X' || parts[at + 1] !== 'X' || link === 'and' || !before || !after) continue;
    if (usesPopulation && at + 1 === populationSlot) continue;
    const written = new RegExp(
      `${escapeRegExp(before.toLowerCase())}\\s+${link}\\s+(?:the\\s+|a\\s+|an\\s+)?${escapeRegExp(after.toLowerCase())}`,
    );
    if (!written.test(text)) words[at] = 'and';
  }
  return capitalise(shortenTitle(words.join(' '), undefined, 18));
}
