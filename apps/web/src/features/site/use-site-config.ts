import type { SiteConfigResponse } from '@galley/contracts';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client.ts';

export const siteConfigQueryKey = ['site', 'config'] as const;

/** What the server tells every visitor: environment, contact address, sibling products and banners. */
export function useSiteConfig(): UseQueryResult<SiteConfigResponse> {
  return useQuery({
    queryKey: siteConfigQueryKey,
    queryFn: ({ signal }) => api.call('siteConfig', undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}
