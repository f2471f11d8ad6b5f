import {
  RECOMMENDER_MAX_ABSTRACT_CHARS,
  type RecommendTitlesRequest,
  type RecommendTitlesResponse,
} from '@galley/contracts';
import type { JournalTitleLimits } from '@galley/titles';
import { AppError } from '../../errors/app-error.ts';
import { type RequirePlanDeps, requirePlan } from '../../policies/require-plan.ts';
import { commitReservation, releaseReservation } from '../../policies/usage-reservations.ts';
import { findOwnedConversion } from '../conversion/find-owned-conversion.ts';
import { answerWithEngines, type TitleLlmEndpoint } from './answer-with-engines.ts';
import { conversionTitleAbstract } from './conversion-title-abstract.ts';
import { emptyTitleIndex } from './empty-title-index.ts';
import { journalTitleLimits } from './journal-title-limits.ts';
import { presentTitleAnswer } from './present-title-answer.ts';
import { type TitleIndexDeps, titleIndex } from './title-index-store.ts';

export type RecommendPaperTitlesDeps = RequirePlanDeps & TitleIndexDeps & { llm: TitleLlmEndpoint };

/**
 * Candidate titles for an abstract (issue 19): the local engine in the request (≈ 20 ms), or the LLM endpoint when
 * configured (the local engine answering when it fails). One recommendation
 * counts one unit of the plan's `references` quota — the plan table meters only conversions and references, and the
 * recommender is a reference-side writing tool — reserved before the engine runs, committed after, released on error.
 */
export async function recommendPaperTitles(
  deps: RecommendPaperTitlesDeps,
  userId: string,
  input: RecommendTitlesRequest,
): Promise<RecommendTitlesResponse> {
  const conversion = input.conversion_id
    ? {
        id: input.conversion_id,
        ...conversionTitleAbstract(await findOwnedConversion(deps.db, userId, input.conversion_id)),
      }
    : null;
  const abstract = (input.abstract ?? conversion?.abstract ?? '')
    .slice(0, RECOMMENDER_MAX_ABSTRACT_CHARS)
    .trim();
  if (abstract === '') throw new AppError('bad_request', 'This conversion has no tagged abstract yet.');
  const journal: JournalTitleLimits = input.journal_id
    ? await journalTitleLimits(deps.db, input.journal_id)
    : {};
  const reservation = await requirePlan(deps, userId, 'references', 1);
  try {
    const index = titleIndex(deps);
    const answer = await answerWithEngines(deps.llm, index ?? emptyTitleIndex(), { abstract, journal });
    if (answer.fallbackReason) deps.log.warn({ reason: answer.fallbackReason }, 'LLM title engine failed');
    await commitReservation(deps.db, reservation.key);
    const source = conversion ? { id: conversion.id, title: conversion.title } : null;
    return presentTitleAnswer(answer, index !== null, journal, source);
  } catch (error) {
    await releaseReservation(deps.db, reservation.key);
    throw error;
  }
}
