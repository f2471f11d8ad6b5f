import { aimTitle } from './candidates/aim-title.ts';
import { buildTitleContext } from './candidates/build-title-context.ts';
import { declarativeTitle } from './candidates/declarative-title.ts';
import { finishCandidate } from './candidates/finish-candidate.ts';
import { headTitle } from './candidates/head-title.ts';
import { keyTermsTitle, populationTitle } from './candidates/key-terms-title.ts';
import { likeliestFirst } from './candidates/likeliest-first.ts';
import { linkedTitle } from './candidates/linked-title.ts';
import { questionTitle } from './candidates/question-title.ts';
import { shapeTitles } from './candidates/shape-titles.ts';
import { subtitleTitle } from './candidates/subtitle-title.ts';
import type { DraftTitle } from './candidates/title-context.ts';
import type { TitleIndex } from './index/load-title-index.ts';
import { similarToAbstract } from './index/similar-to-abstract.ts';
import type { TitleRecommendation, TitleRequest } from './types.ts';

export const CANDIDATE_COUNT = 8;

/**
 * The local engine: about eight candidate titles of different kinds for an abstract, each measured against the
 * journal's limits, with the key terms it covers and an overclaim flag on declarative titles the abstract does not
 * support; beside them the most similar published titles. Pure and deterministic: the same abstract and index give
 * the same answer.
 */
export function recommendTitles(request: TitleRequest, index: TitleIndex): TitleRecommendation {
  const context = buildTitleContext(request, index);
  const aim = aimTitle(context);
  const shapes = shapeTitles(context, 2);
  const drafts: (DraftTitle | undefined)[] = [
    aim,
    shapes[0],
    subtitleTitle(context, aim?.title ?? shapes[0]?.title),
    declarativeTitle(context),
    questionTitle(context),
    headTitle(context),
    keyTermsTitle(context),
    populationTitle(context),
    shapes[1],
    linkedTitle(context),
    keyTermsTitle(context, 6),
  ];
  const seen = new Set<string>();
  const candidates = [];
  for (const draft of drafts) {
    if (!draft || candidates.length >= CANDIDATE_COUNT) continue;
    const candidate = finishCandidate(draft, context.phrases, request.journal);
    const key = candidate.title.toLowerCase();
    if (seen.has(key) || candidate.words < 2) continue;
    seen.add(key);
    candidates.push(candidate);
  }
  return {
    candidates: likeliestFirst(candidates, context.wordScores),
    similar: similarToAbstract(context.read, index),
  };
}
