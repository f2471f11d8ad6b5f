import {
  createLlmTitleEngine,
  createLocalTitleEngine,
  type EngineAnswer,
  recommendWithFallback,
  type TitleIndex,
  type TitleRequest,
} from '@galley/titles';

/** The LLM endpoint as the manuscript tagger takes it (`llmTaggerOptions`), or null when none is configured. */
export type TitleLlmEndpoint = { baseUrl: string; apiKey: string; model: string } | null;

/**
 * The candidates from the LLM engine when an endpoint is configured (the tagger's settings), falling back to the
 * local engine when it fails or times out; from the local engine alone otherwise (the default).
 */
export async function answerWithEngines(
  llm: TitleLlmEndpoint,
  index: TitleIndex,
  request: TitleRequest,
): Promise<EngineAnswer> {
  const local = createLocalTitleEngine(index);
  if (!llm) return { engine: local.name, recommendation: await local.recommend(request) };
  const engine = createLlmTitleEngine({ ...llm, fetch: globalThis.fetch, index });
  return recommendWithFallback(request, engine, local);
}
