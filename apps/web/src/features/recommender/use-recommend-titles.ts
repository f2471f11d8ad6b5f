import type { RecommendTitlesRequest } from '@galley/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api/client.ts';

/** POST recommender/titles: candidates and similar published titles for an abstract or a conversion. */
export function useRecommendTitles() {
  return useMutation({
    mutationFn: (request: RecommendTitlesRequest) => api.call('recommendTitles', request),
  });
}
