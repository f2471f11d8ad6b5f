import type { Paragraph } from '@galley/contracts';
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

/** The text after a bold statement label states a declaration or answers the label. */
function readsAsStatement(paragraph: Paragraph): boolean {
  const after = paragraph.text.slice(boldLeadLabel(paragraph)?.textStart ?? 0).trim();
  return paragraphDeclaration(after, 'none') !== undefined || ANSWER.test(after);
}

/** Whether a paragraph opens with a statement's label set in bold with no colon. */
function statementLabel(paragraph: Paragraph): boolean {
  const lead = boldLeadLabel(paragraph);
  return lead !== undefined && runInDeclaration(lead.label) !== undefined;
}
