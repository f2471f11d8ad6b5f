import type { FastifyInstance } from 'fastify';
import { recommendTitlesRoute } from './recommend-titles.ts';
import { useTitleRoute } from './use-title.ts';

/** The Paper Title Recommender's routes (issue 19): recommend titles, send one back into a conversion. */
export function recommenderRoutes(app: FastifyInstance): void {
  recommendTitlesRoute(app);
  useTitleRoute(app);
}
