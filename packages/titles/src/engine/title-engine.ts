import type { TitleRecommendation, TitleRequest } from '../types.ts';

/**
 * One interface for both engines (issue 19): the local engine answers offline from the index; an LLM engine (added
 * by the server when AI_BASE_URL, AI_API_KEY and AI_MODEL are configured, as for the manuscript tagger) answers over
 * the network. Either returns candidates in the same shape; `similar` always comes from the local index.
 */
export interface TitleEngine {
  readonly name: 'local' | 'llm';
  recommend(request: TitleRequest): Promise<TitleRecommendation>;
}
