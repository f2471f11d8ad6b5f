import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../../../app/locale/use-locale-path.ts';
import { subscriptionLimitOf } from '../../../../lib/api/subscription-limit.ts';
import { conversionPath } from '../../shared/conversion-paths.ts';
import { conversionKeys } from '../../shared/conversion-query-key.ts';
import { notifyManuscriptError } from '../../shared/notify-manuscript-error.ts';
import { ConvertStartError, startConvert } from './start-convert.ts';
import { maxFromRefusal, targetMax } from './target-limits.ts';
import type { TargetRow } from './target-list.ts';
import { usePlanPerRun } from './use-plan-per-run.ts';

/**
 * Convert: save the list and start the run, then the status page. A refusal is told as spec §8 says; a
 * subscription limit is kept for the modal (`limitError`), a too-many refusal teaches the maximum (`onMax`).
 * The maximum told to `onMax` is also the plan's per-run limit once known, so the picker never offers more journals
 * than one run may convert.
 */
export function useStartConvert(conversionId: string, onMax: (max: number) => void) {
  const lp = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [limitError, setLimitError] = useState<unknown>(null);
  const serverMax = useRef<number | null>(null);
  const planPerRun = usePlanPerRun();
  useEffect(() => {
    if (planPerRun !== undefined) onMax(targetMax(serverMax.current, planPerRun));
  }, [planPerRun, onMax]);
  const convert = useMutation({
    mutationFn: (targets: readonly TargetRow[]) => startConvert(conversionId, targets),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: conversionKeys.one(conversionId) });
      navigate(lp(conversionPath(conversionId, 'convertStatus')));
    },
    onError: (error) => {
      const cause = error instanceof ConvertStartError ? error.cause : error;
      const learnt = maxFromRefusal(cause);
      if (learnt) {
        serverMax.current = learnt;
        onMax(targetMax(learnt, planPerRun));
      }
      if (subscriptionLimitOf(cause)) setLimitError(cause);
      notifyManuscriptError(cause, error instanceof ConvertStartError ? error.action : 'createConvertTask');
    },
  });
  return { convert, limitError, clearLimitError: () => setLimitError(null) };
}
