import { effectClause } from '../abstract/effect-clause.ts';
import { aimObject } from './aim-title.ts';
import { shortenTitle } from './shorten-title.ts';
import {
  capitalise,
  type DraftTitle,
  inAbstractOrder,
  type TitleContext,
  topicPhrases,
} from './title-context.ts';

const AUXILIARY: Record<string, string> = {
  is: 'Is',
  are: 'Are',
  was: 'Is',
  were: 'Are',
  can: 'Can',
  could: 'Can',
  may: 'May',
  might: 'May',
  would: 'Does',
  will: 'Does',
  does: 'Does',
  do: 'Do',
  did: 'Does',
  has: 'Has',
  have: 'Have',
  had: 'Has',
};
const ASSOCIATION = /\b(?:associat|correlat|relationship|related to|link|predict|risk factor)/i;

/**
 * A question title: the aim's "whether X is Y" turned round ("Is X Y?"), else a question over the two leading key
 * phrases ("Is X associated with Y?" when the abstract is about an association, "Does X affect Y?" otherwise).
 */
export function questionTitle(context: TitleContext): DraftTitle | undefined {
  if (!context.english) return undefined;
  const whether = context.aim && /^(?:whether|if)\s+(.+)$/i.exec(context.aim.clause)?.[1];
  if (whether) {
    const words = shortenTitle(whether, undefined, 16).split(/\s+/);
    const at = words.findIndex((word, index) => index > 0 && index < 8 && AUXILIARY[word.toLowerCase()]);
    const auxiliary = words[at]?.toLowerCase();
    if (at > 0 && auxiliary) {
      const rest = [...words.slice(0, at), ...words.slice(at + 1)].join(' ');
      return { title: `${AUXILIARY[auxiliary]} ${lowerFirst(rest)}?`, kind: 'question' };
    }
    const verb = words.findIndex((word, index) => index > 0 && index < 8 && /^[a-z]{3,}[^s]s$/.test(word));
    const found = words[verb];
    if (verb > 0 && found) {
      const base = found
        .replace(/ies$/, 'y')
        .replace(/(?<=(?:ss|sh|ch|x))es$/, '')
        .replace(/s$/, '');
      return {
        title: `Does ${lowerFirst([...words.slice(0, verb), base, ...words.slice(verb + 1)].join(' '))}?`,
        kind: 'question',
      };
    }
  }
  const effect = context.aim && effectClause(aimObject(context.aim.clause));
  if (effect) {
    const setting = effect.setting ? ` in ${effect.setting}` : '';
    const body = shortenTitle(`Does ${effect.exposure} affect ${effect.outcome}${setting}`, undefined, 16);
    return { title: `${body}?`, kind: 'question' };
  }
  const [first, second] = inAbstractOrder(topicPhrases(context, 2));
  if (!first || !second) return undefined;
  const inPopulation = context.population ? ` in ${context.population}` : '';
  const body = ASSOCIATION.test(context.read.text)
    ? `${plural(first.text) ? 'Are' : 'Is'} ${first.text} associated with ${second.text}${inPopulation}`
    : `${plural(first.text) ? 'Do' : 'Does'} ${first.text} affect ${second.text}${inPopulation}`;
  return { title: `${capitalise(shortenTitle(body, undefined, 16))}?`, kind: 'question' };
}

function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? (text[0]?.toLowerCase() ?? '') + text.slice(1) : text;
}

/** A phrase whose head noun reads as plural ("helical filaments", not "analysis" or "stress"). */
function plural(phrase: string): boolean {
  return /[^su'’]s$/i.test(phrase.split(/\s+/).pop() ?? '') && !/(?:is|us|ss)$/i.test(phrase);
}
