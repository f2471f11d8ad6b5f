import type { Config } from '../../config/load-config.ts';

/** The LLM tagger's endpoint as the worker task takes it, or null when the server tags locally only. */
export function llmTaggerOptions(
  config: Pick<Config, 'llm'>,
): { baseUrl: string; apiKey: string; model: string } | null {
  if (!config.llm) return null;
  return { baseUrl: config.llm.url, apiKey: config.llm.apiKey, model: config.llm.model };
}
