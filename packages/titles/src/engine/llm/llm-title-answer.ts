import { z } from 'zod';

/** The kinds an LLM is asked for: the four the issue names (the local engine adds its own learned kinds). */
export const LLM_TITLE_KINDS = ['descriptive', 'declarative', 'question', 'colon-subtitle'] as const;

/** The model's answer as this engine accepts it: candidate titles with their kinds, nothing else. */
export const LlmTitleAnswer = z.object({
  titles: z
    .array(z.object({ title: z.string().trim().min(3).max(400), kind: z.enum(LLM_TITLE_KINDS) }))
    .min(1)
    .max(20),
});
export type LlmTitleAnswer = z.infer<typeof LlmTitleAnswer>;

/** The same shape as a strict JSON schema for the chat-completions `response_format` (OpenAI structured outputs). */
export const LLM_TITLE_ANSWER_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['titles'],
  properties: {
    titles: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'kind'],
        properties: { title: { type: 'string' }, kind: { type: 'string', enum: [...LLM_TITLE_KINDS] } },
      },
    },
  },
} as const;
