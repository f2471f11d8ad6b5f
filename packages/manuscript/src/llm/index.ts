// @galley/manuscript/llm: the LLM tagger and the AI-status check. Still pure: the caller passes `fetch`.
export { type AiStatus, type AiStatusLevel, type AiStatusOptions, checkAiStatus } from './check-ai-status.ts';
export { createLlmTagger } from './create-llm-tagger.ts';
export { LLM_LABELS, LLM_LABELS_SCHEMA, LlmLabels } from './llm-labels.ts';
export { LlmTaggerError } from './llm-tagger-error.ts';
export type { LlmTaggerOptions } from './llm-tagger-options.ts';
export { tagWithFallback } from './tag-with-fallback.ts';
