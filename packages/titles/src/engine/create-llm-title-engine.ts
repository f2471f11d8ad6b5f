import { buildTitleContext, MAX_ABSTRACT_CHARS } from '../candidates/build-title-context.ts';
import { finishCandidate } from '../candidates/finish-candidate.ts';
import { similarToAbstract } from '../index/similar-to-abstract.ts';
import { CANDIDATE_COUNT } from '../recommend-titles.ts';
import type { TitleCandidate, TitleRecommendation, TitleRequest } from '../types.ts';
import { llmDraftTitle } from './llm/llm-draft-title.ts';
import { LlmTitleError } from './llm/llm-title-error.ts';
import { llmTitleUserPrompt } from './llm/llm-title-prompt.ts';
import { requestLlmTitles } from './llm/request-llm-titles.ts';
import type { LlmTitleOptions } from './llm-title-options.ts';
import type { TitleEngine } from './title-engine.ts';

/** Fewer usable titles than this is no answer: the local engine's eight are better. */
const MIN_TITLES = 3;

/**
 * The `llm` engine: the model writes the candidates; this package measures them against the journal's limits
 * (shortening where it can), names the abstract's key terms each covers, flags declarative titles of an abstract
 * that reports no finding, and finds the similar published titles in the local index — as for the local engine.
 * Throws LlmTitleError when the endpoint fails or answers out of schema (the caller falls back to the local engine).
 */
export function createLlmTitleEngine(options: LlmTitleOptions): TitleEngine {
  return { name: 'llm', recommend: (request) => recommendWithLlm(request, options) };
}

async function recommendWithLlm(
  request: TitleRequest,
  options: LlmTitleOptions,
): Promise<TitleRecommendation> {
  const context = buildTitleContext(request, options.index);
  const abstract = request.abstract.slice(0, MAX_ABSTRACT_CHARS).trim();
  const answer = await requestLlmTitles(llmTitleUserPrompt(abstract, request.journal), options);
  const seen = new Set<string>();
  const candidates: TitleCandidate[] = [];
  for (const item of answer.titles) {
    const draft = llmDraftTitle(item, context.reportsFinding);
    if (!draft || candidates.length >= CANDIDATE_COUNT) continue;
    const candidate = finishCandidate(draft, context.phrases, request.journal);
    const key = candidate.title.toLowerCase();
    if (seen.has(key) || candidate.words < 2) continue;
    seen.add(key);
    candidates.push(candidate);
  }
  if (candidates.length < MIN_TITLES)
    throw new LlmTitleError(
      `The model gave ${candidates.length} usable titles; at least ${MIN_TITLES} are needed.`,
    );
  return { candidates, similar: similarToAbstract(context.read, options.index) };
}
