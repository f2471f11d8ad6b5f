import type { z } from 'zod';
import { LlmRequestError } from './llm-request-error.ts';
import { stripMarkdownFence } from './strip-markdown-fence.ts';

/** The parts of a chat-completions body this client reads: the first choice's message. */
interface ChatCompletionBody {
  choices?: { message?: { content?: unknown; refusal?: unknown } | null }[];
}

/**
 * A chat-completions response body's first message read as JSON and checked against `answer`. Throws
 * LlmRequestError saying what was wrong: not a chat completion, a refusal, text that is not JSON, JSON out of schema.
 * Separate from the request so an answer can be checked without an endpoint (a saved response, a test).
 */
export function parseStructuredChat<Answer extends z.ZodType>(
  bodyText: string,
  answer: Answer,
): z.output<Answer> {
  let body: ChatCompletionBody | null;
  try {
    body = JSON.parse(bodyText) as ChatCompletionBody | null;
  } catch {
    body = null;
  }
  const message = body?.choices?.[0]?.message;
  // A proxy's error page or an unrelated JSON document: nothing here came from the model.
  if (!message || typeof message !== 'object')
    throw new LlmRequestError('The AI endpoint did not answer a chat completion.', 'not_chat_completion');
  if (message.refusal) throw new LlmRequestError(`The model refused: ${String(message.refusal)}`, 'refused');
  let content: unknown;
  try {
    if (typeof message.content !== 'string') throw new TypeError('no text content');
    content = JSON.parse(stripMarkdownFence(message.content));
  } catch (error) {
    throw new LlmRequestError('The model did not answer JSON.', 'not_json', { cause: error });
  }
  const parsed = answer.safeParse(content);
  if (!parsed.success)
    throw new LlmRequestError(`The model's JSON is out of schema: ${parsed.error.message}`, 'out_of_schema', {
      cause: parsed.error,
    });
  return parsed.data;
}
