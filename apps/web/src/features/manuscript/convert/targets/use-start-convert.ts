import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../../../app/locale/use-locale-path.ts';
import { subscriptionLimitOf } from '../../../../lib/api/subscription-limit.ts';
import { conversionPath } from '../../shared/conversion-paths.ts';
import { conversionKeys } from '../../shared/conversion-query-key.ts';
import { notifyManuscriptError } from '../../shared/notify-manuscript-error.ts';
import { ConvertStartError, startConvert } from './start-convert.ts';
import { maxFromRefusal } from './target-limits.ts';
import type { TargetRow } from './target-list.ts';

/**
 * Convert: save the list and start the run, then the status page. A refusal is told as spec §8 says; a
 * subscription limit is kept for the modal (`limitError`), a too-many refusal teaches the maximum (`onMax`).
 */
export function useStartConvert(conversionId: string, onMax: (max: number) => void) {
  const lp = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [limitError, setLimitError] = useState<unknown>(null);
  const convert = useMutation({
    mutationFn: (targets: readonly TargetRow[]) => startConvert(conversionId, targets),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: conversionKeys.one(conversionId) });
      navigate(lp(conversionPath(conversionId, 'convertStatus')));
    },
    onError: (error) => {
      const cause = error instanceof ConvertStartError ? error.cause : error;
      const learnt = maxFromRefusal(cause);
      if (learnt) onMax(learnt);
      if (subscriptionLimitOf(cause)) setLimitError(cause);
      notifyManuscriptError(cause, error instanceof ConvertStartError ? error.action : 'createConvertTask');
    },
  });
  return { convert, limitError, clearLimitError: () => setLimitError(null) };
}
