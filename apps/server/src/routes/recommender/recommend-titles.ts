import {
  RECOMMEND_TITLES_PATH,
  RecommendTitlesRequest,
  type RecommendTitlesResponse,
} from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { llmTaggerOptions } from '../../services/conversion/llm-tagger-options.ts';
import { recommendPaperTitles } from '../../services/recommender/recommend-paper-titles.ts';
import { titleIndexSettings } from '../../services/recommender/title-index-settings.ts';

/** Candidate titles and similar published titles for an abstract or one of the author's conversions (issue 19). */
export function recommendTitlesRoute(app: FastifyInstance): void {
  const settings = titleIndexSettings(app.config.dataDir);
  // The manuscript tagger's endpoint settings serve the LLM title engine too (null: the local engine only).
  const llm = llmTaggerOptions(app.config);
  app.post(RECOMMEND_TITLES_PATH, async (request): Promise<RecommendTitlesResponse> => {
    const userId = request.requireUserId();
    const input = parseInput(RecommendTitlesRequest, request.body);
    return recommendPaperTitles(
      { db: app.db, siteFile: app.siteFile, settings, isolated: app.isolated, log: request.log, llm },
      userId,
      input,
    );
  });
}
