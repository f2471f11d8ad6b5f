import type { Manuscript, Paragraph, StepValue, TagResult, TagWarning } from '@galley/contracts';
import type { ManuscriptTagger } from '../tagger/manuscript-tagger.ts';
import { SHIPPED_ABSTRACT_MODEL } from '../tagger/shipped-abstract-model.ts';
import { StepCollector } from '../tagger/step-collector.ts';
import { type AbstractItem, tagAbstract } from '../tagger/tag-abstract.ts';
import { LLM_LABELS_SCHEMA, LlmLabels } from './llm-labels.ts';
import { LLM_SYSTEM_PROMPT, llmUserPrompt } from './llm-prompt.ts';
import { LlmTaggerError } from './llm-tagger-error.ts';

export interface LlmTaggerOptions {
  /** AI_BASE_URL: the OpenAI-compatible API root, e.g. https://api.openai.com/v1. */
  baseUrl: string;
  /** AI_API_KEY. */
  apiKey: string;
  /** AI_MODEL. */
  model: string;
  /** The transport: `globalThis.fetch` in Node and browsers, a recording in tests. Keeps this module I/O-free. */
  fetch: typeof globalThis.fetch;
  /** Abort after this long (default 100 s, the spec's request timeout). */
  timeoutMs?: number;
}

/**
 * The `llm` tagger: one chat-completions call with a JSON-schema response format labels every body paragraph;
 * paragraphs labelled as the abstract are then split into its four parts by the local sentence classifier, and
 * table titles and notes come from the reader, as in the local tagger. Throws `LlmTaggerError` when the endpoint
 * fails or answers out of schema.
 */
export function createLlmTagger(options: LlmTaggerOptions): ManuscriptTagger {
  return { name: 'llm', tag: (manuscript) => tagWithLlm(manuscript, options) };
}

async function tagWithLlm(manuscript: Manuscript, options: LlmTaggerOptions): Promise<TagResult> {
  const paragraphs = manuscript.blocks.filter(
    (b): b is Paragraph => b.type === 'paragraph' && b.text.trim() !== '' && !b.tableRole,
  );
  const labels = await requestLabels(paragraphs, options);
  const byId = new Map(paragraphs.map((p) => [p.id, p]));
  const collector = new StepCollector();
  const warnings: TagWarning[] = [];
  const abstract: AbstractItem[] = [];
  for (const { block, label } of labels.labels) {
    const paragraph = byId.get(block);
    if (!paragraph) {
      warnings.push({ code: 'tagger_failed', message: `The model labelled an unknown paragraph ${block}.` });
      continue;
    }
    if (label === 'abstract') abstract.push({ kind: 'text', paragraph, start: 0 });
    else if (label !== 'none')
      collector.add(label as StepValue, paragraph.id, paragraph.text, 0, paragraph.text.length, 0.8);
  }
  if (abstract.length) tagAbstract(abstract, collector, SHIPPED_ABSTRACT_MODEL);
  for (const block of manuscript.blocks)
    if (block.type === 'paragraph' && block.tableRole)
      collector.add(block.tableRole, block.id, block.text, 0, block.text.length, 0.95);
  return { tagger: 'llm', steps: collector.steps(), warnings };
}

async function requestLabels(
  paragraphs: readonly Paragraph[],
  options: LlmTaggerOptions,
): Promise<LlmLabels> {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let response: Response;
  try {
    response = await options.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
      body: JSON.stringify({
        model: options.model,
        temperature: 0,
        messages: [
          { role: 'system', content: LLM_SYSTEM_PROMPT },
          { role: 'user', content: llmUserPrompt(paragraphs) },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'manuscript_labels', strict: true, schema: LLM_LABELS_SCHEMA },
        },
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 100_000),
    });
  } catch (error) {
    throw new LlmTaggerError(`The AI endpoint could not be reached: ${(error as Error).message}`);
  }
  if (!response.ok)
    throw new LlmTaggerError(
      `The AI endpoint answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
    );
  const body = (await response.json().catch(() => undefined)) as
    | { choices?: { message?: { content?: string | null; refusal?: string | null } }[] }
    | undefined;
  const message = body?.choices?.[0]?.message;
  if (message?.refusal) throw new LlmTaggerError(`The model refused: ${message.refusal}`);
  let content: unknown;
  try {
    content = JSON.parse(message?.content ?? '');
  } catch {
    throw new LlmTaggerError('The model did not answer JSON.');
  }
  const parsed = LlmLabels.safeParse(content);
  if (!parsed.success) throw new LlmTaggerError(`The model's JSON is out of schema: ${parsed.error.message}`);
  return parsed.data;
}
