import {
  adminEndpoints,
  type JournalTemplateDetail,
  type JournalTemplateFields,
  type JournalTemplateKind,
} from '@galley/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, adminCallById } from '../../shared/admin-api.ts';
import { adminKeys } from '../../shared/admin-query-keys.ts';
import { fieldsToSend } from '../state/fields-to-send.ts';

export type SaveInput =
  | { mode: 'create'; kind: JournalTemplateKind; key: string; fields: JournalTemplateFields }
  | { mode: 'save'; id: string; baseVersion: number; fields: JournalTemplateFields };

/** Creates a template (version 1) or saves a new version of one; the lists and the template are refreshed. */
export function useSaveTemplate(onSaved: (detail: JournalTemplateDetail) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveInput) =>
      input.mode === 'create'
        ? adminApi.call('journalTemplateCreate', {
            ...fieldsToSend(input.fields, input.key),
            kind: input.kind,
            key: input.key,
          })
        : adminCallById(adminEndpoints.journalTemplateSave, input.id, {
            ...fieldsToSend(input.fields, null),
            base_version: input.baseVersion,
          }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(adminKeys.template(detail.id), detail);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'journal-templates'] });
      onSaved(detail);
    },
  });
}
