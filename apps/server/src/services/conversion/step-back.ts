import type { StepData, StepValue, UpdateConversionResponse } from '@galley/contracts';
import { boardSteps, previousStep } from '@galley/manuscript';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type ConversionRow, conversions } from '../../db/schema.ts';
import { boardOrder } from './board-order.ts';
import { BoardRefusal } from './board-refusal.ts';
import { unchangedBoard } from './unchanged-board.ts';

/**
 * The board's back button: the current step becomes the one before `step` (nothing is marked or unmarked). On the
 * first board step there is none (the web's way back to the upload is its confirm dialog and file-delete).
 */
export async function stepBack(
  db: Database,
  row: ConversionRow,
  stepData: StepData,
  step: StepValue,
  detail: string,
): Promise<UpdateConversionResponse> {
  const order = boardOrder(stepData);
  const previous = previousStep(step, order) ?? null;
  const current = previous ?? boardSteps(order)[0] ?? step;
  const moved: StepData = { ...stepData, current_step: current };
  // Only the board as read: a convert run started (or a save landed) meanwhile wins, and this back is refused.
  const [written] = await db
    .update(conversions)
    .set({ stepData: moved, currentTargetStep: current, updatedAt: new Date() })
    .where(and(eq(conversions.id, row.id), unchangedBoard(row)))
    .returning({ id: conversions.id });
  if (!written) throw new BoardRefusal(409, 'busy', detail, { reason: 'the board changed meanwhile' });
  return { success: true, step_data: moved, next_step: previous };
}
