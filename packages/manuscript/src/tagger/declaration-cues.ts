import type { StepValue } from '@galley/contracts';

/**
 * Sentence cues of the declarations, one list per step. Each cue is specific enough to mean the statement
 * wherever it appears ("was supported by" alone is not: the data can support a hypothesis), because a paragraph
 * made of them is taken out of the section it sits in.
 */
export const FUNDING_CUES: readonly RegExp[] = [
  /\b(?:work|study|studies|research|project|trial|analysis|survey|review|article|paper|publication)\b[^.]{0,60}\b(?:was|were|is|has been|have been)\s+(?:\w+\s+){0,2}(?:funded|financed|sponsored|co-?funded)\b/i,
  /\b(?:funded|financed|sponsored) (?:in part |partly |partially |jointly )?by\b/i,
  /\bsupported (?:in part |partly |partially |financially |jointly )?by\b[^.]{0,250}\b(?:grants?|funds?|fellowships?|studentships?|scholarships?|awards?|foundation|council|program(?:me)?s?|ministry|agency|department of|office of|institutes? of health|science foundation|national)\b/i,
  /\b(?:grant|award|contract|project)\s+(?:no\.?|number|nos\.?|#|agreement)\s*[A-Z0-9]/i,
  /\b(?:received|receive|declare|declares)\s+no\s+(?:specific\s+|external\s+|financial\s+)?(?:funding|grants?|financial support)\b/i,
  /\bdid not receive any (?:specific )?(?:grant|funding|financial support)\b/i,
  // The BMJ's template answer: "The authors have not declared a specific grant for this research from any …".
  /\bnot declared a specific grant\b/i,
  /\b(?:no|without) (?:specific |external )?funding (?:was|has been) (?:received|obtained|provided)\b/i,
  /\b(?:the )?(?:funders?|funding (?:body|bodies|source|sources|agency|agencies|organi[sz]ations?)|sponsors?)\b[^.]{0,30}\b(?:had|has|played) no (?:role|involvement|influence)\b/i,
  /\bfinancial support (?:was provided )?(?:from|by)\b/i,
];

export const CONFLICTS_OF_INTEREST_CUES: readonly RegExp[] = [
  /\bdeclare(?:s|d)?\b[^.]{0,40}\bno\b[^.]{0,20}\b(?:competing|conflicts?|financial interests?|relevant (?:financial )?(?:interests?|relationships?))\b/i,
  /\bno (?:potential |known |relevant )?(?:conflicts? of interests?|competing (?:financial )?interests?)\b/i,
  /\b(?:have|has|report|reports) no (?:relevant (?:or material )?)?(?:financial|competing|commercial) (?:interests?|relationships?|disclosures?)\b/i,
  /^\s*none declared\.?\s*$/i,
];

export const ETHICS_CUES: readonly RegExp[] = [
  /\bapproved by (?:the |an )?(?:[\w'’–-]+ ){0,8}(?:ethic|review board|committee|IRB)/i,
  /\bethic(?:s|al) (?:committee|board|approval|review|clearance)\b/i,
  /\binstitutional review board\b|\bIRB\b|\bIACUC\b|animal care and use committee/i,
  /\binformed consent was\b|\bgave (?:written |their )?(?:informed )?consent\b|\bdeclaration of helsinki\b/i,
];

export const DATA_AVAILABILITY_CUES: readonly RegExp[] = [
  // "Supplementary data are available at …" points to a supplement, not to the study's data.
  /\b(?<!supplementary |supplemental )(?:data|code|scripts|datasets?|materials|software|sequences|source files)\b[^.]{0,80}\b(?:are|is|will be|have been|has been)\s+(?:made\s+)?(?:publicly |freely |openly )?(?:available|deposited|accessible|archived|shared)(?:\s+\w+){0,4}?\s+(?:at|from|in|on|via|upon|through|with)\b/i,
  /\bavailable (?:from|upon|on) (?:the (?:corresponding )?authors? )?(?:upon )?(?:reasonable )?request\b/i,
  /\bdeposited (?:in|at|with|into) (?:the )?(?:[\w-]+ ){0,4}(?:repository|database|archive|GenBank|Dryad|Zenodo|figshare|OSF|GEO|SRA)\b/i,
  /\baccession (?:numbers?|codes?|IDs?)\b/i,
  // Publishers' template statements: "… will be made available by the authors", "All relevant data are within the
  // manuscript", "Data sharing is not applicable …", "No data were used for the research described".
  /\b(?:data|datasets?)\b[^.]{0,120}\b(?:available|accessible)\s+(?:by the authors|within the (?:article|paper|manuscript))/i,
  /\b(?:all )?(?:relevant )?data (?:are|is) (?:\w+ )?(?:within|included in) the (?:paper|manuscript|article)\b/i,
  /\bdata sharing (?:is )?not applicable\b/i,
  /\bno (?:new )?data(?:sets)? (?:were|was) (?:generated|used|created|analy[sz]ed)\b/i,
];

export const AUTHOR_CONTRIBUTION_CUES: readonly RegExp[] = [
  /\b(?:[A-Z]\.\s?){1,3}(?:[A-Z][a-z]+\s)?(?:and (?:[A-Z]\.\s?){1,3})?(?:conceived|designed|wrote|drafted|performed|analy[sz]ed|supervised|revised|collected)\b/,
  /\ball authors (?:have )?(?:read|approved|contributed|reviewed)\b/i,
  /\b(?:conceptuali[sz]ation|writing\s*[–—-]\s*(?:original draft|review)|formal analysis|funding acquisition)\s*[:,]/i,
];

/** Thanks to people or bodies: a paragraph holding one stays acknowledgements. */
export const THANKS_CUES: readonly RegExp[] = [
  /\b(?:thank|thanks|thankful|grateful|gratefully|gratitude|indebted|appreciate|appreciation)\b/i,
  /\bwe (?:would like to |wish to )?acknowledge\b(?![^.]{0,40}\b(?:funding|financial|grant|support from)\b)/i,
];

const DECLARATION_CUES: [StepValue, readonly RegExp[]][] = [
  ['declaration.ethics', ETHICS_CUES],
  ['declaration.data_availability', DATA_AVAILABILITY_CUES],
  ['declaration.funding', FUNDING_CUES],
  ['declaration.conflicts_of_interest', CONFLICTS_OF_INTEREST_CUES],
  ['declaration.author_contributions', AUTHOR_CONTRIBUTION_CUES],
];

/** The declaration a sentence states, when one of the cue lists knows it (first list that matches wins). */
export function declarationOfSentence(sentence: string): StepValue | undefined {
  return DECLARATION_CUES.find(([, cues]) => cues.some((cue) => cue.test(sentence)))?.[0];
}

/** Whether a sentence thanks someone. */
export function thanksSomeone(sentence: string): boolean {
  return THANKS_CUES.some((cue) => cue.test(sentence));
}
