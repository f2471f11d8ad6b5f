import { HIGHLIGHT_MESSAGES, type HighlightRange, type Manuscript, STEP_VALUES } from '@galley/contracts';
import { readConfirmHtml, settleStepHighlights } from '@galley/manuscript';
import { blockTexts, checkTagsJson } from '@galley/manuscript/pipeline';
import { BoardRefusal } from './board-refusal.ts';

export const SAVE_FAILED = 'Error : failed to update conversion data';

/**
 * The board's HTML as the author sent it, checked against the stored manuscript with the package's own readers and
 * rules: every block's text exactly the model's (else the offsets mean nothing), each highlight inside a top-level
 * block, no two steps on the same text where manuscript-steps.md does not allow it. Empty containers are cleared
 * (settleStepHighlights). Answers the highlights to store.
 */
export function checkBoardHtml(html: string, manuscript: Manuscript): HighlightRange[] {
  const content = readConfirmHtml(html);
  const texts = blockTexts(manuscript);
  const altered = (reason: string) => new BoardRefusal(400, 'text_altered', SAVE_FAILED, { reason });
  for (const [block, text] of content.texts)
    if (texts.get(block) !== text) throw altered(`block ${block} differs from the manuscript`);
  for (const [block, text] of texts)
    if (text !== '' && !content.texts.has(block)) throw altered(`block ${block} is missing`);

  const textOf = (block: string) => texts.get(block);
  const steps = [...new Set(content.highlights.map((range) => range.step))];
  const highlights = steps.flatMap(
    (step) => settleStepHighlights(step, content.highlights, [], textOf).highlights,
  );
  const grouped = steps
    .sort((a, b) => STEP_VALUES.indexOf(a) - STEP_VALUES.indexOf(b))
    .map((step) => ({
      step,
      highlights: highlights
        .filter((range) => range.step === step)
        .map(({ block, start, end }) => ({ block, start, end })),
    }));
  const check = checkTagsJson(JSON.stringify({ steps: grouped }), 'client_html', manuscript);
  if (!check.ok) {
    const overlap = /: (\S+) and (\S+) both highlight /.exec(check.message);
    if (overlap)
      throw new BoardRefusal(400, 'forbidden_overlap', HIGHLIGHT_MESSAGES.noDuplicateDragging, {
        steps: [overlap[1], overlap[2]],
      });
    throw altered(check.message);
  }
  return highlights;
}
