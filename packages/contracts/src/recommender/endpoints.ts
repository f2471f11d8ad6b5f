import type { Endpoint } from '../endpoints.ts';
import {
  RECOMMEND_TITLES_PATH,
  RecommendTitlesRequest,
  RecommendTitlesResponse,
} from './recommend-titles.ts';
import { USE_TITLE_PATH, UseTitleRequest, UseTitleResponse } from './use-title.ts';

/** The Paper Title Recommender's calls (issue 19), kept beside its contract like the payments calls. */
export const recommenderEndpoints = {
  recommendTitles: {
    method: 'POST',
    path: RECOMMEND_TITLES_PATH,
    request: RecommendTitlesRequest,
    response: RecommendTitlesResponse,
  },
  useTitle: { method: 'POST', path: USE_TITLE_PATH, request: UseTitleRequest, response: UseTitleResponse },
} as const satisfies Record<string, Endpoint>;
