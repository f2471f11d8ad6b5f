import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

/** GET common-citation-style-item-list: the presets (AMA, Vancouver, APA, …); they change only with a deploy. */
export function useCommonStyles() {
  return useQuery({
    queryKey: ['reference', 'common-styles'],
    queryFn: ({ signal }) => api.call('referenceCommonCitationStyles', undefined, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
