import type { ArticleType, Locale, StepData, StepValue } from '@galley/contracts';
import { boardSteps, buildStepData } from '@galley/manuscript';
import { boardOrder } from './board-order.ts';

/** A fresh board's step data in the author's language, its current step the first board step (upload is past). */
export function firstBoardStep(
  articleType: ArticleType,
  locale: Locale,
): { stepData: StepData; step: StepValue } {
  const built = buildStepData(articleType, locale);
  const step = boardSteps(boardOrder(built))[0] ?? 'front.title';
  return { stepData: { ...built, current_step: step }, step };
}
