import {
  HIGHLIGHT_MESSAGES,
  type UpdateConversionRequest,
  type UpdateConversionResponse,
} from '@galley/contracts';
import { buttonMode, nextStep, renderConfirmHtml } from '@galley/manuscript';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { conversions } from '../../db/schema.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { assertReachable, boardStepData } from './board-guards.ts';
import { boardOrder } from './board-order.ts';
import { BoardRefusal } from './board-refusal.ts';
import { boardStepDefinitions } from './board-step-definitions.ts';
import { checkBoardHtml, SAVE_FAILED } from './check-board-html.ts';
import { findOwnedConversion } from './find-owned-conversion.ts';
import { loadBoardManuscript } from './load-board-manuscript.ts';
import { markStepDone } from './mark-step-done.ts';
import { isOneArea } from './one-area.ts';
import { stepBack } from './step-back.ts';
import { unchangedBoard } from './unchanged-board.ts';

const BACK_FAILED = 'Error : Failed to back to previous step';

type Input = Required<Pick<UpdateConversionRequest, 'conversion_id' | 'current_target_step' | 'direction'>> &
  Pick<UpdateConversionRequest, 'client_html' | 'additional_text'>;

/**
 * One confirm-board save (spec §4): the step confirmed with the highlights of the board's HTML, checked here with
 * the package's rules whatever the browser did; the stored HTML is re-rendered from the model (never the author's
 * markup). 'back' only moves the current step. A draft with a board only, and never a step ahead of the first
 * required step not yet done.
 */
export async function updateConversion(
  deps: { db: Database; storage: FileStorage },
  userId: string,
  input: Input,
): Promise<UpdateConversionResponse> {
  const row = await findOwnedConversion(deps.db, userId, input.conversion_id);
  const detail = input.direction === 'back' ? BACK_FAILED : SAVE_FAILED;
  const stepData = boardStepData(row, detail);
  const step = input.current_target_step;
  assertReachable(stepData, step, detail);
  if (input.direction === 'back') return stepBack(deps.db, row, stepData, step, detail);
  if (!input.client_html)
    throw new BoardRefusal(400, 'text_altered', SAVE_FAILED, { reason: 'no client_html' });

  const manuscript = await loadBoardManuscript(deps, row);
  const highlights = checkBoardHtml(input.client_html, manuscript);
  const definitions = boardStepDefinitions(stepData);
  const mine = highlights.filter((range) => range.step === step);
  if (buttonMode(step, mine.length, true, definitions) === 'error')
    throw new BoardRefusal(400, 'required_step_empty', HIGHLIGHT_MESSAGES.requiredStepEmpty, { step });
  if (!definitions.find((definition) => definition.value === step)?.multiple && !isOneArea(mine, manuscript))
    throw new BoardRefusal(400, 'single_only', HIGHLIGHT_MESSAGES.singleOnly, { step });

  const next = nextStep(step, boardOrder(stepData)) ?? null;
  const saved = markStepDone(stepData, step, next);
  const additional = { ...(row.additionalText ?? {}) };
  if (typeof input.additional_text === 'string') additional[step] = input.additional_text;
  const [written] = await deps.db
    .update(conversions)
    .set({
      stepData: saved,
      clientHtml: renderConfirmHtml(manuscript, highlights),
      currentTargetStep: next,
      additionalText: additional,
      updatedAt: new Date(),
    })
    .where(and(eq(conversions.id, row.id), unchangedBoard(row)))
    .returning({ id: conversions.id });
  if (!written) {
    const now = await findOwnedConversion(deps.db, userId, row.id);
    if (now.status !== 'draft') throw new BoardRefusal(409, 'not_draft', SAVE_FAILED, { reason: now.status });
    throw new BoardRefusal(409, 'busy', SAVE_FAILED, { reason: 'the board changed meanwhile' });
  }
  return { success: true, step_data: saved, next_step: next };
}
