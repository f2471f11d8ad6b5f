// @galley/titles: the paper-title recommender (issue 19). Pure: the caller loads the index data and passes it in.
export { detectDesign, type StudyDesign } from './abstract/detect-design.ts';
export { createLlmTitleEngine } from './engine/create-llm-title-engine.ts';
export { createLocalTitleEngine } from './engine/create-local-title-engine.ts';
export { LLM_TITLE_ANSWER_SCHEMA, LlmTitleAnswer } from './engine/llm/llm-title-answer.ts';
export { LlmTitleError } from './engine/llm/llm-title-error.ts';
export { LLM_TITLE_TIMEOUT_MS, parseLlmTitleAnswer } from './engine/llm/request-llm-titles.ts';
export type { LlmTitleOptions } from './engine/llm-title-options.ts';
export { type EngineAnswer, recommendWithFallback } from './engine/recommend-with-fallback.ts';
export type { TitleEngine } from './engine/title-engine.ts';
export { loadTitleIndex, type TitleIndex } from './index/load-title-index.ts';
export type { TitleIndexData } from './index/title-index-data.ts';
export type { TitledAbstract } from './index/titled-abstract.ts';
export { CANDIDATE_COUNT, recommendTitles } from './recommend-titles.ts';
export type {
  JournalTitleLimits,
  SimilarTitle,
  TitleCandidate,
  TitleKind,
  TitleRecommendation,
  TitleRequest,
} from './types.ts';
