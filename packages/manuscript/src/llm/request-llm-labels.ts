import type { Paragraph } from '@galley/contracts';
import { LlmRequestError, requestStructuredChat } from '@galley/llm';
import { LLM_LABELS_SCHEMA, LlmLabels } from './llm-labels.ts';
import { LLM_SYSTEM_PROMPT, llmUserPrompt } from './llm-prompt.ts';
import { LlmTaggerError } from './llm-tagger-error.ts';
import type { LlmTaggerOptions } from './llm-tagger-options.ts';

/** Default wait for the model: the spec's request timeout (tagging runs in a background job). */
const LLM_TAGGER_TIMEOUT_MS = 100_000;

/**
 * The model's label for every paragraph, from one structured chat completion (@galley/llm). Its failures become
 * LlmTaggerError with the same message, so tagWithFallback tags locally and says why.
 */
export async function requestLlmLabels(
  paragraphs: readonly Paragraph[],
  options: LlmTaggerOptions,
): Promise<LlmLabels> {
  try {
    return await requestStructuredChat({
      ...options,
      timeoutMs: options.timeoutMs ?? LLM_TAGGER_TIMEOUT_MS,
      system: LLM_SYSTEM_PROMPT,
      user: llmUserPrompt(paragraphs),
      schemaName: 'manuscript_labels',
      jsonSchema: LLM_LABELS_SCHEMA,
      answer: LlmLabels,
    });
  } catch (error) {
    if (error instanceof LlmRequestError) throw new LlmTaggerError(error.message, { cause: error });
    throw error;
  }
}
