import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client.ts';
import { TEMPLATE_QUERY_KEY } from '../../drawer/template-queries.ts';
import { listFolderChoices } from '../save/template-folders.ts';

/** Every folder of the user's with its path, for "save as"; under the drawer's key, so both refresh together. */
export function useFolderChoices() {
  return useQuery({
    queryKey: [...TEMPLATE_QUERY_KEY, 'editor-folder-choices'],
    queryFn: ({ signal }) => listFolderChoices(api, signal),
  });
}
