import type { TemplateListQuery } from '@galley/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

/** Every drawer query starts with this key, so a change refetches them all at once. */
export const TEMPLATE_QUERY_KEY = ['templates', 'drawer'] as const;

/** One page of a folder (null: the top level), or of a search over every name. */
export function useTemplateLevel(query: { parentId: string | null; page: number; search?: string }) {
  const request: TemplateListQuery = {
    page: query.page,
    parent_id: query.search ? undefined : query.parentId,
    search_text: query.search || undefined,
  };
  return useQuery({
    queryKey: [...TEMPLATE_QUERY_KEY, 'list', request],
    queryFn: ({ signal }) => api.call('templateList', request, { signal }),
    placeholderData: (previous) => previous,
    // The editor's save and save as change these lists behind the drawer: ask again whenever a level shows.
    staleTime: 0,
  });
}

/** The folders of one folder, as destinations for `sourceId` (never itself or a folder inside it). */
export function useFolderChoices(parentId: string | null, sourceId: string) {
  return useQuery({
    queryKey: [...TEMPLATE_QUERY_KEY, 'folders', parentId, sourceId],
    queryFn: ({ signal }) =>
      api.call('templateFolderList', { parent_id: parentId, src_template_id: sourceId }, { signal }),
  });
}

/**
 * A delete's dry run (`commit: false`): what it would remove, or the refusal (a journal template uses a
 * template inside). Kept apart from the drawer's key: the refetch after the real delete must not re-ask.
 */
export function useDeleteCheck(id: string) {
  return useQuery({
    queryKey: ['templates', 'delete-check', id],
    queryFn: ({ signal }) => api.call('templateDelete', { template_id: id, commit: false }, { signal }),
    retry: false,
    gcTime: 0,
  });
}
