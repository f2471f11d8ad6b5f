import { STEP_VALUES } from '@galley/contracts';
import { z } from 'zod';

/** What a paragraph can be labelled: a step (table steps excepted: the reader finds those), the abstract, none. */
export const LLM_LABELS = [
  ...STEP_VALUES.filter((step) => step !== 'upload' && !step.startsWith('table.')),
  'abstract',
  'none',
] as const;

/** The model's answer: one label per paragraph id. */
export const LlmLabels = z.object({
  labels: z.array(z.object({ block: z.string(), label: z.enum(LLM_LABELS) })),
});
export type LlmLabels = z.infer<typeof LlmLabels>;

/** The same, as the JSON schema sent in `response_format` (strict structured output). */
export const LLM_LABELS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['labels'],
  properties: {
    labels: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['block', 'label'],
        properties: { block: { type: 'string' }, label: { type: 'string', enum: [...LLM_LABELS] } },
      },
    },
  },
} as const;
