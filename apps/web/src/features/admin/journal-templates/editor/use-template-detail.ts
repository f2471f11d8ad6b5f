import { adminEndpoints } from '@galley/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminCallById } from '../../shared/admin-api.ts';
import { adminKeys } from '../../shared/admin-query-keys.ts';

/** One journal template with its history; `version` shows an older version's content. */
export function useTemplateDetail(id: string | undefined, version?: number) {
  return useQuery({
    queryKey: adminKeys.template(id ?? '', version),
    queryFn: ({ signal }) =>
      adminCallById(adminEndpoints.journalTemplateGet, id ?? '', version ? { version } : {}, { signal }),
    enabled: id !== undefined,
    // The editor holds its own draft: a background refetch must not replace what staff are typing.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
