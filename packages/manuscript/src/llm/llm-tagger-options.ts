import type { LlmEndpoint } from '@galley/llm';

/**
 * Where and how the `llm` tagger asks its model (the server reads these from its environment: GALLEY_LLM_URL,
 * GALLEY_LLM_API_KEY, GALLEY_LLM_MODEL); `timeoutMs` defaults to 100 s, the spec's request timeout.
 */
export type LlmTaggerOptions = LlmEndpoint;
