import type { StepData, StepValue } from '@galley/contracts';
import { boardSteps } from '@galley/manuscript';
import type { ConversionRow } from '../../db/schema.ts';
import { boardReady } from './auto-tag-state.ts';
import { boardOrder, readStepData } from './board-order.ts';
import { BoardRefusal } from './board-refusal.ts';

/** The board's step data: a draft whose auto-tag job has written its board (`detail`: the spec's save/back message). */
export function boardStepData(row: ConversionRow, detail: string): StepData {
  if (row.status !== 'draft')
    throw new BoardRefusal(409, 'not_draft', detail, { reason: `the conversion is ${row.status}` });
  const stepData = readStepData(row.stepData);
  if (!boardReady(row) || !stepData)
    throw new BoardRefusal(409, 'not_tagged', detail, { reason: 'the board is not ready' });
  return stepData;
}

/** Spec §4 "the user may go back but not skip ahead": a board step, not past the first required step not done. */
export function assertReachable(stepData: StepData, step: StepValue, detail: string): void {
  const steps = boardSteps(boardOrder(stepData));
  const items = new Map(
    stepData.step_set_list.flatMap((set) => set.step_array).map((s) => [s.step_value, s]),
  );
  const open = steps.find((candidate) => items.get(candidate)?.required && !items.get(candidate)?.done);
  const at = steps.indexOf(step);
  if (at < 0 || (open !== undefined && at > steps.indexOf(open)))
    throw new BoardRefusal(400, 'step_not_allowed', detail, { step, first_open_step: open ?? null });
}
