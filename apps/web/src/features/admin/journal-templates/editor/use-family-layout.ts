import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../../shared/admin-api.ts';

/**
 * The layout of `journalId`'s family as conversions use it now (without a journal, the generic family a new
 * family starts from). Its key sits under the templates' so a save of the family refreshes it.
 */
export function useFamilyLayout(journalId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: ['admin', 'journal-templates', 'family-layout', journalId ?? null],
    queryFn: ({ signal }) =>
      adminApi.call('journalTemplateFamilyLayout', journalId ? { journal_id: journalId } : {}, { signal }),
    enabled,
    refetchOnWindowFocus: false,
  });
}
