import type { StepValue } from '@galley/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client.ts';
import { conversionKeys } from '../../shared/conversion-query-key.ts';

export interface SaveStep {
  step: StepValue;
  clientHtml: string;
  additionalText?: string | undefined;
}

/**
 * update-conversion with direction next (the step is confirmed) or back; file-delete before re-uploading. The
 * board query is refetched before the caller navigates, so the next step opens on the stored highlights.
 */
export function useStepMoves(id: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: conversionKeys.board(id) });
  const save = useMutation({
    mutationFn: ({ step, clientHtml, additionalText }: SaveStep) =>
      api.call('conversionUpdate', {
        conversion_id: id,
        current_target_step: step,
        client_html: clientHtml,
        direction: 'next',
        ...(additionalText !== undefined ? { additional_text: additionalText } : {}),
      }),
    onSuccess: refresh,
  });
  const back = useMutation({
    mutationFn: (step: StepValue) =>
      api.call('conversionUpdate', { conversion_id: id, current_target_step: step, direction: 'back' }),
    onSuccess: refresh,
  });
  const deleteFile = useMutation({
    mutationFn: () => api.call('conversionFileDelete', { conversion_id: id }),
    onSuccess: () => client.invalidateQueries({ queryKey: conversionKeys.all }),
  });
  return { save, back, deleteFile };
}
