import type { z } from 'zod';
import { LlmRequestError } from './llm-request-error.ts';
import { parseStructuredChat } from './parse-structured-chat.ts';
import type { StructuredChatRequest } from './structured-chat-request.ts';

// An error page can be long (HTML from a proxy); its opening says enough in a log or a fallback warning.
const ERROR_BODY_CHARS = 300;

/**
 * One chat-completions call answered as JSON in a schema: bearer key, temperature 0 (the same manuscript or abstract
 * gets the same answer), a system and a user message, and a strict `json_schema` response format. Returns the
 * answer checked by zod, or throws one LlmRequestError saying what was wrong (unreachable or timed out, an HTTP
 * error with the opening of its body, not a chat completion, a refusal, not JSON, out of schema).
 */
export async function requestStructuredChat<Answer extends z.ZodType>(
  request: StructuredChatRequest<Answer>,
): Promise<z.output<Answer>> {
  const url = `${request.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let response: Response;
  let bodyText: string;
  try {
    response = await request.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${request.apiKey}` },
      body: JSON.stringify({
        model: request.model,
        temperature: 0,
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.user },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: request.schemaName, strict: true, schema: request.jsonSchema },
        },
      }),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    // Read inside the try: the timeout also aborts a body that stops half-way.
    bodyText = await response.text();
  } catch (error) {
    throw new LlmRequestError(
      `The AI endpoint could not be reached: ${(error as Error).message}`,
      'unreachable',
      { cause: error },
    );
  }
  if (!response.ok)
    throw new LlmRequestError(
      `The AI endpoint answered ${response.status}: ${bodyText.slice(0, ERROR_BODY_CHARS)}`,
      'status',
    );
  return parseStructuredChat(bodyText, request.answer);
}
