import { localTagger, type ManuscriptTagger } from '@galley/manuscript';
import { createLlmTagger } from '@galley/manuscript/llm';

/** `--tagger local|llm`: the LLM one reads AI_BASE_URL, AI_API_KEY and AI_MODEL from the environment. */
export function manuscriptTagger(name: string): ManuscriptTagger {
  if (name === 'local') return localTagger;
  if (name !== 'llm') throw new Error(`Unknown tagger ${name}: use local or llm.`);
  const { AI_BASE_URL, AI_API_KEY, AI_MODEL } = process.env;
  if (!AI_BASE_URL || !AI_API_KEY || !AI_MODEL)
    throw new Error('The llm tagger needs AI_BASE_URL, AI_API_KEY and AI_MODEL in the environment.');
  return createLlmTagger({
    baseUrl: AI_BASE_URL,
    apiKey: AI_API_KEY,
    model: AI_MODEL,
    fetch: globalThis.fetch,
  });
}
