import type { TitleRecommendation, TitleRequest } from '../types.ts';
import type { TitleEngine } from './title-engine.ts';

export interface EngineAnswer {
  /** The engine whose candidates these are. */
  engine: TitleEngine['name'];
  recommendation: TitleRecommendation;
  /** Why the primary engine did not answer, when the fallback did. */
  fallbackReason?: string;
}

/**
 * Recommends with `primary` (the LLM) and, when it fails or times out, with `fallback` (the local engine): the
 * author always gets candidates, and is told which engine wrote them.
 */
export async function recommendWithFallback(
  request: TitleRequest,
  primary: TitleEngine,
  fallback: TitleEngine,
): Promise<EngineAnswer> {
  try {
    return { engine: primary.name, recommendation: await primary.recommend(request) };
  } catch (error) {
    const recommendation = await fallback.recommend(request);
    return { engine: fallback.name, recommendation, fallbackReason: (error as Error).message };
  }
}
