import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { TEMPLATE_QUERY_KEY } from '../../templates/drawer/template-queries.ts';
import { listAllTemplates } from '../../templates/editor/save/list-all-templates.ts';

/** The user's saved templates (template editor, drawer), refreshed whenever the drawer changes them. */
export function useMyTemplates(enabled: boolean) {
  return useQuery({
    queryKey: [...TEMPLATE_QUERY_KEY, 'all-templates'],
    queryFn: ({ signal }) => listAllTemplates(api, signal),
    enabled,
  });
}
