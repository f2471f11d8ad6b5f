import type { AbstractSentence } from './read-abstract.ts';

// Wording of a result: a test statistic, an effect estimate, a comparison that came out one way.
const FINDING =
  /\bp\s*[<=>≤]\s*0?\.\d|\b(?:95\s*%|\bCI\b|odds ratio|hazard ratio|relative risk)|\bsignificant(?:ly)?\b|\b(?:increased|decreased|reduced|improved|inhibited|enhanced|induced|elevated|lowered|prevented|abolished|attenuated|correlated|predicted)\b|\b(?:was|were|is|are) (?:associated|correlated|higher|lower|greater|smaller|more|less|superior|inferior|effective|similar|comparable)\b|\bno (?:significant )?(?:difference|effect|association|change)\b|\b(?:we|these|our) (?:found|showed|show|demonstrate|demonstrated|observed|identified)\b|\b(?:results|findings|data) (?:show|showed|suggest|indicate|demonstrate|reveal)/i;
// Wording of a study not done yet: a protocol, a design paper, a trial that will report.
const NOT_YET =
  /\b(?:will be|will (?:assess|evaluate|compare|examine|investigate|determine|recruit|enrol))\b|\bprotocol\b|\bis (?:underway|ongoing)\b/i;

/**
 * Whether the abstract reports a finding (so a declarative title can state it). A protocol ("will be randomised")
 * reports none, and neither does an abstract whose sentences only describe aims and methods.
 */
export function reportsFinding(sentences: readonly AbstractSentence[]): boolean {
  const text = sentences.map((sentence) => sentence.text).join(' ');
  const futures = (text.match(new RegExp(NOT_YET.source, 'gi')) ?? []).length;
  const findings = sentences.filter(
    (sentence) =>
      // Aims, methods and background describe what was asked or known, not what this study found.
      !['objective', 'methods', 'background'].includes(sentence.part) &&
      !(sentence.part === 'other' && sentence.index === 0) &&
      FINDING.test(sentence.text),
  ).length;
  return findings > 0 && findings > futures;
}
