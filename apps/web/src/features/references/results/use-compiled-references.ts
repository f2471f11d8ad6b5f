import type { CompiledReference, ReferenceSettingInput } from '@galley/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import type { ListedReference } from './included-references.ts';

/** A formatted reference under the index of the order's reference it was made from. */
export type CompiledEntry = CompiledReference & { reference: number };

/**
 * POST compile for `listed` in `setting`. The answer is tied to the references' own indexes when it
 * arrives, so the previous list stays readable (and correctly matched) while a new style formats.
 */
export function useCompiledReferences(
  listed: readonly ListedReference[],
  setting: ReferenceSettingInput | null,
) {
  const items = listed.map(({ item }) => item);
  return useQuery({
    queryKey: ['reference', 'compile', setting, items],
    queryFn: async ({ signal }): Promise<CompiledEntry[]> => {
      if (!setting) return [];
      const { references } = await api.call(
        'referenceCompile',
        { reference_list: items, setting },
        { signal },
      );
      return references.flatMap((compiled, position) => {
        const reference = listed[position]?.index;
        return reference === undefined ? [] : [{ ...compiled, reference }];
      });
    },
    enabled: setting !== null && items.length > 0,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
