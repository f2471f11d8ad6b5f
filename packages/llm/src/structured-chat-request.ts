import type { z } from 'zod';
import type { LlmEndpoint } from './llm-endpoint.ts';

/** One structured chat-completions call: where, as whom, what to ask, and the answer's shape. */
export interface StructuredChatRequest<Answer extends z.ZodType> extends LlmEndpoint {
  /** Abort after this long. Required here: the engines' defaults differ (see LlmEndpoint). */
  timeoutMs: number;
  /** The instructions (system message). */
  system: string;
  /** The material (user message). */
  user: string;
  /** The `json_schema.name` of the response format (letters, digits, _ and -). */
  schemaName: string;
  /** The answer's JSON schema, sent as strict structured output. */
  jsonSchema: Readonly<Record<string, unknown>>;
  /** The same shape in zod: whatever the server sends is checked, as servers that ignore the schema exist. */
  answer: Answer;
}
