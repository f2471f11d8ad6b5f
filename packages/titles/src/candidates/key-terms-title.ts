import { shortenTitle } from './shorten-title.ts';
import {
  capitalise,
  type DraftTitle,
  inAbstractOrder,
  type TitleContext,
  topicPhrases,
} from './title-context.ts';

/** The leading key phrases as a list ("X, Y and Z"): terse, covers the most key terms. Works in any language. */
export function keyTermsTitle(context: TitleContext, count = 4): DraftTitle | undefined {
  const phrases = inAbstractOrder(context.phrases.slice(0, count)).map((phrase) => phrase.text);
  if (phrases.length < 2) return undefined;
  const last = phrases.pop();
  const and = context.english ? ' and ' : ', ';
  return {
    title: capitalise(shortenTitle(`${phrases.join(', ')}${and}${last}`, undefined, 16)),
    kind: 'key-terms',
  };
}

/** "X and Y in Z": the two leading key phrases in the studied population (when the abstract names one). */
export function populationTitle(context: TitleContext): DraftTitle | undefined {
  if (!context.english || !context.population) return undefined;
  const [first, second] = inAbstractOrder(topicPhrases(context, 2));
  if (!first) return undefined;
  const subject = second ? `${first.text} and ${second.text}` : first.text;
  return {
    title: capitalise(shortenTitle(`${subject} in ${context.population}`, undefined, 16)),
    kind: 'population',
  };
}
