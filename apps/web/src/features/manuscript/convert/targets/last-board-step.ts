import { StepData, type StepValue } from '@galley/contracts';
import { stepsFromStepData } from '../../confirm/rules/board-steps.ts';

/**
 * The confirm board's last step, where "Back" on the convert step goes (spec §4: the author may go back);
 * null when the step data is missing or malformed (the page then offers no back link).
 */
export function lastBoardStep(stepData: unknown): StepValue | null {
  const parsed = StepData.safeParse(typeof stepData === 'string' ? safeJson(stepData) : stepData);
  if (!parsed.success) return null;
  return stepsFromStepData(parsed.data).order.at(-1) ?? null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
