import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { api } from '../../../lib/api/client.ts';
import { nullWhenNotFound } from '../../../lib/api/null-when-not-found.ts';

const TemplateIdParam = z.uuid();

/** The `?template=` of the editor's address when it is an id, else undefined (a new template). */
export function templateIdParam(search: URLSearchParams): string | undefined {
  const parsed = TemplateIdParam.safeParse(search.get('template'));
  return parsed.success ? parsed.data : undefined;
}

/**
 * The saved template the editor opens, always as the server has it now. The drawer hands its item over in the
 * navigation's state, but that state outlives a save and survives a reload and Back (the browser keeps it in
 * its history), so trusting it would reopen the template as it was before its last save. `data` null: no
 * template of the user's has the id (deleted, someone else's, a folder — the server answers them all 404).
 */
export function useOpenedTemplate() {
  const [search] = useSearchParams();
  const id = templateIdParam(search);
  const query = useQuery({
    queryKey: ['templates', 'editor', 'open', id],
    queryFn: ({ signal }) =>
      nullWhenNotFound(api.call('templateGet', undefined, { params: { template_id: id ?? '' }, signal })),
    enabled: id !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: 1,
  });
  return { id, ...query };
}
