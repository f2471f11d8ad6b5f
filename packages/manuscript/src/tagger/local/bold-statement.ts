import type { Paragraph, StepValue } from '@galley/contracts';
import { boldLeadLabel } from '../bold-lead-label.ts';
import { paragraphDeclaration } from '../declaration-paragraph.ts';
import { filledNeighbour } from './heading-after.ts';
import type { LocalTagging } from './local-tagging.ts';
import { runInDeclaration } from './run-in-label-target.ts';

// What a statement's label alone may open, as the whole of its text: "None declared.", "Not applicable.".
const ANSWER =
  /^(?:none(?: declared| to declare| reported)?|nil|not (?:applicable|required|commissioned)[^.]*|n\/?a|nothing to (?:declare|disclose))\.?$/i;

/**
 * Inside a core section, where a bold word opening a paragraph is usually prose ("**Funding** agencies should …",
 * a theme "**Disclosure** Most women had told their partner."), a bold statement label with no colon still opens
 * its statement when the paragraph reads as one — its text states a declaration or answers its label ("**Competing
 * interests** None declared.") — or when the paragraph after it does: The BMJ's statements straight after the
 * discussion ("**Contributors** GW and SC conceived the study.").
 */
export function boldStatementInSection(state: LocalTagging, paragraph: Paragraph): boolean {
  if (!statementLabel(paragraph)) return false;
  if (readsAsStatement(paragraph)) return true;
  const next = filledNeighbour(state.blocks, state.blocks.indexOf(paragraph), 1);
  return next?.type === 'paragraph' && statementLabel(next) && readsAsStatement(next);
}

// "GW conceived the study", "PO and SJ designed …", "AB, CD and EF were responsible …", "GW did the analysis", "GW is
// the guarantor": initials, then what authors do (not "NHS staff …", "HIV was rarely discussed").
const CONTRIBUTION_BY_INITIALS =
  /^\p{Lu}{2,4}(?:[\s,]+(?:and\s+|&\s+)?\p{Lu}{2,4})*\s+(?:conceived|conceptuali[sz]ed|designed|planned|wrote|drafted|performed|analy[sz]ed|supervised|revised|collected|contributed|interpreted|led|acquired|edited|reviewed|managed|coordinated|did|carried out|undertook|oversaw|critically|(?:was|were) responsible|had (?:the idea|full access)|(?:is|are) (?:the )?guarantors?)\b/u;
// The BMJ's answers to "Patient consent for publication", and nothing more: "Consent obtained directly from
// patient(s).", "Consent obtained from parent(s)/guardian(s)." (not a theme: "Consent obtained by nurses was rushed").
const CONSENT_ANSWER =
  /^consent obtained (?:directly )?from (?:the )?(?:patients?|parents?|guardians?|next of kin)(?:\(s\))?(?:\s*\/\s*guardians?(?:\(s\))?)?\.?$/i;
// What the text after a statement's label says when it answers that label and no other: funders and grants after
// "Funding" ("Wellcome Trust (grant 221234/Z/20/Z) and the MRC.": names only, no sentence), the authors' initials
// doing something after "Contributors" ("GW conceived the study.").
const ANSWERS: Partial<Record<StepValue, (text: string) => boolean>> = {
  'declaration.funding': namesFunders,
  'declaration.author_contributions': (text) => CONTRIBUTION_BY_INITIALS.test(text),
  'declaration.ethics': (text) => CONSENT_ANSWER.test(text),
};
const FUNDER =
  /\b(?:Trust|Council|Foundation|Institutes?|Ministry|Agency|Fund|Programme|Program|Society|grants?)\b/u;
// Words a list of funders holds besides their names: "and the …", "grant no. …", "under award …".
const FUNDER_LIST_WORDS = new Set([
  'of',
  'for',
  'and',
  'the',
  'grant',
  'grants',
  'no',
  'number',
  'under',
  'award',
]);

/** A list of funders and grant numbers, and nothing else: every word capitalised, a number or a joining word. */
function namesFunders(text: string): boolean {
  if (!FUNDER.test(text)) return false;
  const words = text
    .replace(/\([^)]*\)/g, ' ')
    .split(/[\s,;.:]+/)
    .filter(Boolean);
  return words.every((word) => /^[\p{Lu}\d]/u.test(word) || FUNDER_LIST_WORDS.has(word));
}

/** The text after a bold statement label states a declaration or answers the label. */
function readsAsStatement(paragraph: Paragraph): boolean {
  const lead = boldLeadLabel(paragraph);
  const after = paragraph.text.slice(lead?.textStart ?? 0).trim();
  const step = lead ? runInDeclaration(lead.label) : undefined;
  const answers = step ? ANSWERS[step] : undefined;
  return paragraphDeclaration(after, 'none') !== undefined || ANSWER.test(after) || !!answers?.(after);
}

/** Whether a paragraph opens with a statement's label set in bold with no colon. */
function statementLabel(paragraph: Paragraph): boolean {
  const lead = boldLeadLabel(paragraph);
  return lead !== undefined && runInDeclaration(lead.label) !== undefined;
}
