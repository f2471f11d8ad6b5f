import { splitSentences } from './split-sentences.ts';

/**
 * Cues of a sentence that reports a finding: numbers with their units or statistics, a figure or table cited, a
 * measured change, "we found". Years in brackets ("Smith (2019)") are not numbers here.
 */
export const FINDING_CUES: readonly RegExp[] = [
  /\d(?:[\d.,]*\d)?\s*%/,
  /\b[pP]\s*[<=>≤≥]\s*0?\.\d/,
  /\b(?:95|99)\s*%\s*(?:CI|confidence interval)\b/i,
  /\(\s*(?!(?:19|20)\d\d\b)[-−]?\d[\d.,]*(?:\s*[/±]\s*[\d.,]+)?\s*(?:%|[A-Za-zµμ]+)?\s*[;,)/]/,
  /\(\s*(?:see\s+)?(?:Fig(?:ure)?s?\.?|Tables?)\s*S?\d/i,
  /\b(?:Fig(?:ure)?s?\.?|Tables?)\s*S?\d+[A-Za-z]?\s+(?:shows?|presents?|illustrates?|displays?|summari[sz]es?|gives?|lists?)\b/i,
  /\b(?:as (?:shown|seen|presented|illustrated) in) (?:Fig(?:ure)?s?\.?|Tables?)\s*S?\d/i,
  /\bwe (?:found|observed|detected|identified|measured|recorded|obtained)\b/i,
  /\b(?:was|were|is|are) (?:significantly |slightly |markedly |substantially |much )?(?:higher|lower|greater|smaller|larger|increased|decreased|reduced|elevated|observed|detected|recorded|found to)\b/i,
  /\b(?:increased|decreased|rose|fell|declined|dropped|grew|sank|climbed|reached|reduced) (?:by|to|from)\s+(?:about |approximately |nearly |almost )?[-−]?\d/i,
  /\b(?:there (?:was|were) (?:a|an|no) (?:significant |marked |clear )?(?:increase|decrease|difference|change|rise|decline|effect|correlation|association))\b/i,
];

/**
 * Cues of a sentence that interprets: hedges, explanations, comparison with earlier work, limitations, future
 * research and implications.
 */
export const INTERPRETATION_CUES: readonly RegExp[] = [
  /\b(?:may|might|could)\b/i,
  /\b(?:likely|unlikely|possibly|potentially|perhaps|presumably|plausibl[ey]|probabl[ey])\b/i,
  /\bsuggest(?:s|ed|ing)?\b|\bimpl(?:y|ies|ied)\b|\bimplications?\b/i,
  /\b(?:in line|consistent|in agreement|in accordance|at odds) with\b|\b(?:agrees?|contrasts?|disagrees?) with\b|\bcontrary to\b/i,
  /\b(?:previous|prior|earlier|other|recent|similar) (?:studies|research|work|reports|findings|literature|authors)\b/i,
  /\blimitations?\b|\bcaveats?\b|\bcannot be ruled out\b|\bwith (?:certainty|caution)\b/i,
  /\b(?:future|further) (?:research|work|studies|investigations?|analyses)\b|\bwarrants?\b|\bremains? (?:unclear|unknown|to be)\b/i,
  /\b(?:explain(?:s|ed)? (?:by|why)|explanations?|reasons? for|attributed to|due to|because of|underl(?:ie|ies|ying))\b/i,
  /\b(?:not possible to|difficult to) (?:say|state|conclude|determine|establish)\b|\bcaus(?:al|ation|ational)\b/i,
  /\bwe (?:speculate|hypothesi[sz]e|propose|believe|argue|think|interpret)\b|\bto our knowledge\b/i,
];

export interface SentenceVotes {
  /** Sentences with more finding cues than interpretation cues. */
  findings: number;
  /** Sentences with more interpretation cues than finding cues. */
  interpretation: number;
}

const count = (cues: readonly RegExp[], sentence: string) => cues.filter((cue) => cue.test(sentence)).length;

/**
 * Each sentence of a paragraph votes for findings or interpretation by which cue list it matches more often;
 * sentences matching both lists equally (or neither) do not vote.
 */
export function voteSentences(text: string): SentenceVotes {
  const votes: SentenceVotes = { findings: 0, interpretation: 0 };
  for (const { start, end } of splitSentences(text)) {
    const sentence = text.slice(start, end);
    const balance = count(INTERPRETATION_CUES, sentence) - count(FINDING_CUES, sentence);
    if (balance > 0) votes.interpretation++;
    else if (balance < 0) votes.findings++;
  }
  return votes;
}
