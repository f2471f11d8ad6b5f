import type { AbstractPart } from './abstract-model.ts';

/**
 * Phrases that say which part of an abstract a sentence is, whatever the field: the model learnt its words from
 * biomedical abstracts, where "we measured" or "we designed an experiment" are rarer than in ecology or
 * linguistics. Each match adds `boost` to the part's log-odds before the labels are chosen.
 */
const CUES: [RegExp, AbstractPart][] = [
  [
    /^(?:(?:here(?:in)?|in (?:this|the present) (?:study|paper|article|work)),?\s+)?we (?:designed|measured|developed|conducted|performed|collected|used|applied|analy[sz]ed|surveyed|sampled|recruited|interviewed|propose|present|report|built|constructed|simulated|modelled|modeled|compared|quantified|focused)\b/i,
    'methods',
  ],
  [
    /^(?:(?:our|the) (?:results|findings|analys[ie]s|data) (?:show|showed|shows|reveal|revealed|indicate|indicated|demonstrate|demonstrated)|we (?:show|showed|found|find|observed|demonstrate|demonstrated))\b/i,
    'results',
  ],
  [
    /^(?:we conclude|in conclusion|in summary|to conclude|overall,? (?:our|these|the) (?:results|findings)|these (?:results|findings) (?:suggest|indicate|highlight|imply)|we recommend|it is argued|our (?:results|findings) (?:further )?suggest)\b/i,
    'conclusions',
  ],
];
const BOOST = 2.5;

/** Extra log-odds per part for one sentence (zeros when no cue matches). */
export function abstractCueBoosts(sentence: string, labels: readonly AbstractPart[]): number[] {
  const boosts = labels.map(() => 0);
  for (const [pattern, part] of CUES) if (pattern.test(sentence.trim())) boosts[labels.indexOf(part)] = BOOST;
  return boosts;
}
