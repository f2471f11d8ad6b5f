import { shortenTitle } from './shorten-title.ts';
import {
  capitalise,
  type DraftTitle,
  inAbstractOrder,
  type TitleContext,
  topicPhrases,
} from './title-context.ts';

const EFFECT = new Set(['effect', 'effects', 'influence', 'impact']);

/**
 * "Effect of X on Y in Z", "Association between X and Y", "Prevalence of X in Z": the learned title heads that open
 * "… of" titles, the most frequent one whose word (or its stem) the abstract uses, with the two leading key phrases.
 */
export function headTitle(context: TitleContext): DraftTitle | undefined {
  if (!context.english) return undefined;
  const text = context.read.text;
  const heads = [...context.index.heads].sort((a, b) => b[1] - a[1]).map(([word]) => word);
  const uses = (word: string) =>
    new RegExp(`\\b${word.replace(/s$/, '')}s?\\s+(?:of|between)\\b`, 'i').test(text);
  // A relation head the abstract uses ("the effect of", "association between"), over the two leading key phrases.
  const relation = heads.find((word) => (EFFECT.has(word) || word === 'association') && uses(word));
  const [first, second] = inAbstractOrder(topicPhrases(context, 2));
  if (relation && first && second) {
    const inPopulation = context.population ? ` in ${context.population}` : '';
    const title =
      relation === 'association'
        ? `Association between ${first.text} and ${second.text}${inPopulation}`
        : `${relation} of ${first.text} on ${second.text}${inPopulation}`;
    return { title: capitalise(shortenTitle(title, undefined, 18)), kind: 'effect-of' };
  }
  // Else the abstract's own "<head> of …" where what follows names a key phrase ("the role of glycosphingolipids …").
  const keys = context.phrases.slice(0, 4).map((phrase) => phrase.lower);
  for (const head of heads) {
    const pattern = new RegExp(`\\b${head.replace(/s$/, '')}s?\\s+(?:of|between)\\s+([^,;.:()]+)`, 'gi');
    for (const match of text.matchAll(pattern)) {
      const rest = (match[1] ?? '').split(/\s+/).slice(0, 12).join(' ');
      if (!keys.some((key) => rest.toLowerCase().includes(key))) continue;
      const opening = match[0].slice(0, match[0].length - (match[1] ?? '').length);
      return { title: capitalise(shortenTitle(`${opening}${rest}`, undefined, 16)), kind: 'effect-of' };
    }
  }
  return undefined;
}
