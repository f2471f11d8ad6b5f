import { shortenTitle } from './shorten-title.ts';
import { capitalise, type DraftTitle, type TitleContext } from './title-context.ts';

// Verbs whose object reads as a title only with a noun in front: "to compare X and Y" → "Comparison of X and Y".
const NOUN_OF: [RegExp, string][] = [
  [/^compar/, 'Comparison of'],
  [/^characteri[sz]/, 'Characterization of'],
  [/^identif/, 'Identification of'],
  [/^quantif/, 'Quantification of'],
  [/^measur/, 'Measurement of'],
  [/^develop/, 'Development of'],
  [/^validat/, 'Validation of'],
];
const CUT =
  /;|,\s+(?:and|which|using|by|as|with|where|because|since|we|our|the|this|these|a|an|in|data)\b|\s+(?:using|by means of|in order to|because|so as to|through the use of|and to|as well as to|we)\s+/i;
const LEADING =
  /^(?:(?:in detail|further|more closely|prospectively|retrospectively|systematically|whether|if|how|what|the|a|an)\s+)+/i;

/** "To evaluate the effect of X on Y in Z, we …" → "Effect of X on Y in Z" (descriptive, from the stated aim). */
export function aimTitle(context: TitleContext): DraftTitle | undefined {
  const aim = context.aim;
  if (!aim || !context.english || /^(?:whether|if)\b/i.test(aim.clause)) return undefined;
  let clause = aimObject(aim.clause);
  const startsWithThe = /^(?:the|a|an)\s/i.test(clause);
  clause = clause.replace(LEADING, '');
  const noun = NOUN_OF.find(([verb]) => verb.test(aim.verb))?.[1];
  const title = noun && !startsWithThe ? `${noun} ${clause}` : clause;
  if (title.split(/\s+/).length < 3) return undefined;
  return { title: capitalise(shortenTitle(title, undefined, 18)), kind: 'descriptive' };
}

/** The aim's object up to where the sentence moves on (", we randomly assigned …", "using …"). */
export function aimObject(clause: string): string {
  return clause.split(CUT)[0] ?? clause;
}
