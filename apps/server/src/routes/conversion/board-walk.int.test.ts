import { type HighlightRange, Manuscript } from '@galley/contracts';
import { boardSteps, renderConfirmHtml } from '@galley/manuscript';
import { describe, expect, it } from 'vitest';
import { readSharedData } from '../../../../../packages/manuscript/src/test-support/shared-data.ts';
import { boardClient } from './test-support/board-client.ts';
import { conversionClient } from './test-support/conversion-client.ts';
import { useTestApp } from './test-support/use-test-app.ts';

// Every step of the confirm board, on each real dev .docx, as an author who accepts every suggestion (and drags
// a few words of a paragraph nobody claimed where a required step has none): the board's HTML round-trips
// through the server's checks (texts, ranges, overlaps, one area), each save moves to the next step, and the last
// leaves every step done and no current step (→ the convert page).

const MANUSCRIPTS = [
  'bioinf_cellmap_NAR_endnote.docx',
  'ecology_bats_trackchanges_comments.docx',
  'linguistics_zilo_libreoffice.docx',
  'psych_vasilev_metaanalysis.docx',
  'publichealth_contraception.docx',
  'scientometrics_curtin_oa.docx',
  'soilsci_mint_mendeley.docx',
];

const t = useTestApp();

describe('the whole confirm board on the dev manuscripts', () => {
  it.each(MANUSCRIPTS)(
    '%s: every step confirmed with the suggestions, in order, to the end',
    async (file) => {
      const owner = await conversionClient(t.app);
      const calls = boardClient(t.app, owner);
      const { id } = (await owner.create()).json();
      expect((await owner.upload(id, readSharedData(`manuscripts/${file}`), file)).statusCode).toBe(200);
      expect((await calls.autoTag(id)).statusCode).toBe(202);
      const response = await calls.waitForBoard(id);
      expect(response.statusCode, response.body).toBe(200);
      const board = response.json();
      const manuscript = Manuscript.parse(
        JSON.parse(new TextDecoder().decode(await t.app.storage.get(`conversions/${id}/manuscript.json`))),
      );
      const suggestions = board.auto_tags as HighlightRange[];
      const order = board.step_data.step_set_list.flatMap((set: { step_array: { step_value: string }[] }) =>
        set.step_array.map((step) => step.step_value),
      );
      const confirmed: HighlightRange[] = [];
      const dragged: string[] = [];
      let step = board.current_target_step;
      for (const expected of boardSteps(order)) {
        expect(step).toBe(expected);
        let mine = suggestions.filter((range) => range.step === step);
        const required = board.step_data.step_set_list
          .flatMap((set: { step_array: { step_value: string; required: boolean }[] }) => set.step_array)
          .find((s: { step_value: string }) => s.step_value === step)?.required;
        if (mine.length === 0 && required) {
          mine = [authorsDrag(manuscript, step, suggestions, confirmed)];
          dragged.push(step);
        }
        const saved = await calls.update({
          conversion_id: id,
          current_target_step: step,
          client_html: renderConfirmHtml(manuscript, [...confirmed, ...mine]),
        });
        expect(saved.statusCode, `${step}: ${saved.body}`).toBe(200);
        confirmed.push(...mine);
        step = saved.json().next_step;
      }
      expect(step).toBeNull();
      const done = (await calls.board(id)).json();
      expect(done.current_target_step).toBeNull();
      const steps = done.step_data.step_set_list.flatMap(
        (set: { step_array: { done: boolean }[] }) => set.step_array,
      );
      expect(steps.every((s: { done: boolean }) => s.done)).toBe(true);
      console.log(
        `${file}: ${boardSteps(order).length} steps, author dragged ${dragged.length} (${dragged.join(', ')})`,
      );
    },
    120_000,
  );
});

/**
 * A few words of a paragraph for `step`, as an author drags them: one nothing claims, else one the tagger gave to
 * a later step that has other paragraphs too (the author takes it from that step: its suggestion is dropped).
 */
function authorsDrag(
  manuscript: Manuscript,
  step: HighlightRange['step'],
  suggestions: HighlightRange[],
  confirmed: HighlightRange[],
): HighlightRange {
  const done = new Set(confirmed.map((range) => range.block));
  const count = (other: string) =>
    new Set(suggestions.filter((r) => r.step === other).map((r) => r.block)).size;
  const candidates = manuscript.blocks.filter(
    (block) =>
      block.type === 'paragraph' && !block.tableRole && block.text.trim().length > 10 && !done.has(block.id),
  );
  const claims = (id: string) => suggestions.filter((range) => range.block === id);
  const free =
    candidates.find((block) => claims(block.id).length === 0) ??
    candidates.find((block) => claims(block.id).every((range) => count(range.step) > 1));
  if (free?.type !== 'paragraph') throw new Error('no paragraph to drag');
  for (let n = suggestions.length - 1; n >= 0; n--)
    if (suggestions[n]?.block === free.id) suggestions.splice(n, 1);
  const start = free.text.search(/\S/);
  return { step, block: free.id, start, end: start + 10 };
}
