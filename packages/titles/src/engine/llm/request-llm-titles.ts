import { LlmRequestError, parseStructuredChat, requestStructuredChat } from '@galley/llm';
import type { LlmTitleOptions } from '../llm-title-options.ts';
import { LLM_TITLE_ANSWER_SCHEMA, LlmTitleAnswer } from './llm-title-answer.ts';
import { LlmTitleError } from './llm-title-error.ts';
import { LLM_TITLE_SYSTEM_PROMPT } from './llm-title-prompt.ts';

/** Default wait for the model: a title list is short, and the author waits on the page (not a background job). */
export const LLM_TITLE_TIMEOUT_MS = 30_000;

/**
 * One structured chat completion (@galley/llm, the tagger's protocol) whose JSON answer is checked with zod. Throws
 * LlmTitleError, with the client's message, for anything else.
 */
export async function requestLlmTitles(
  userPrompt: string,
  options: Omit<LlmTitleOptions, 'index'>,
): Promise<LlmTitleAnswer> {
  try {
    return await requestStructuredChat({
      ...options,
      timeoutMs: options.timeoutMs ?? LLM_TITLE_TIMEOUT_MS,
      system: LLM_TITLE_SYSTEM_PROMPT,
      user: userPrompt,
      schemaName: 'paper_titles',
      jsonSchema: LLM_TITLE_ANSWER_SCHEMA,
      answer: LlmTitleAnswer,
    });
  } catch (error) {
    throw titleError(error);
  }
}

/** The chat-completions body's first message as the titles answer, or LlmTitleError saying what was wrong. */
export function parseLlmTitleAnswer(bodyText: string): LlmTitleAnswer {
  try {
    return parseStructuredChat(bodyText, LlmTitleAnswer);
  } catch (error) {
    throw titleError(error);
  }
}

/** The client's failure as this engine's error (same message); anything else is a bug and passes unchanged. */
function titleError(error: unknown): unknown {
  return error instanceof LlmRequestError ? new LlmTitleError(error.message, { cause: error }) : error;
}
