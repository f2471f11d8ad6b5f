import type { ReferenceTemplateInput, TemplateItem } from '@galley/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { TEMPLATE_QUERY_KEY } from './template-queries.ts';

export interface CreateInput {
  name: string;
  parentId: string | null;
  /** A template's setting; absent for a folder. */
  setting?: ReferenceTemplateInput;
}

/**
 * The drawer's writes (spec §7: create, name, move, delete). Each refetches every listing on success, since
 * a move or delete changes two folders and the search results at once. Errors stay with the caller.
 */
export function useTemplateMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: TEMPLATE_QUERY_KEY });
  // Every caller shows its own failure (a dialog's alert, a titled notification): this stops the app's
  // generic notification from showing it a second time.
  const shownByCaller = () => undefined;
  const create = useMutation({
    mutationFn: (input: CreateInput): Promise<TemplateItem> =>
      api.call('templateCreate', {
        name: input.name.trim(),
        template_type: input.setting ? 'template' : 'folder',
        setting: input.setting ? { ...input.setting, name: input.name.trim() } : undefined,
        parent_id: input.parentId,
        commit: true,
      }),
    onSuccess: refresh,
    onError: shownByCaller,
  });
  const rename = useMutation({
    mutationFn: (input: { id: string; name: string }) =>
      api.call('templateName', { template_id: input.id, new_name: input.name.trim(), commit: true }),
    onSuccess: refresh,
    onError: shownByCaller,
  });
  const move = useMutation({
    mutationFn: (input: { id: string; folderId: string | null }) =>
      api.call('templateMove', {
        template_id: input.id,
        new_folder_id: input.folderId,
        commit: true,
      }),
    onSuccess: refresh,
    onError: shownByCaller,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.call('templateDelete', { template_id: id, commit: true }),
    onSuccess: refresh,
    onError: shownByCaller,
  });
  return { create, rename, move, remove };
}
