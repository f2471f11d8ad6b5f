import type { LlmEndpoint } from '@galley/llm';
import type { TitleIndex } from '../index/load-title-index.ts';

/**
 * Settings of the LLM title engine: the same `LlmEndpoint` as the manuscript tagger's (GALLEY_LLM_URL,
 * GALLEY_LLM_API_KEY, GALLEY_LLM_MODEL on the server), so one configuration serves both, and the local index. `timeoutMs` defaults to 30 s: the author waits on the page.
 */
export interface LlmTitleOptions extends LlmEndpoint {
  /** The local index: key terms to name, and the similar published titles beside the model's candidates. */
  index: TitleIndex;
}
