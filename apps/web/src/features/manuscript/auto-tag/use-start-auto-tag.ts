import type { AiStatusResponse, ArticleType } from '@galley/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { api } from '../../../lib/api/client.ts';
import { conversionPath } from '../shared/conversion-paths.ts';
import { notifyManuscriptError } from '../shared/notify-manuscript-error.ts';
import { offersSkip, UNKNOWN_AI_STATUS } from './ai-outage.ts';

/** State the auto-tag board reads from navigation: it was just started, so "no events yet" means waiting. */
export interface AutoTagNavigationState {
  started: true;
}

/**
 * Starting the auto-tag job (spec §4): first GET ai-status; an outage (or no answer) opens the warning, whose
 * choice is `confirm(skip)`; otherwise create-auto-tag-task at once. Either way the author lands on the
 * auto-tag board.
 */
export function useStartAutoTag(conversionId: string) {
  const navigate = useNavigate();
  const lp = useLocalePath();
  const [warning, setWarning] = useState<{ status: AiStatusResponse; articleType?: ArticleType } | null>(
    null,
  );

  const create = useMutation({
    mutationFn: (input: { articleType?: ArticleType; skip: boolean }) =>
      api.call('conversionCreateAutoTagTask', {
        conversion_id: conversionId,
        article_type: input.articleType,
        skip: input.skip,
      }),
    onSuccess: () => {
      setWarning(null);
      const state: AutoTagNavigationState = { started: true };
      void navigate(lp(conversionPath(conversionId, 'uploading')), { state });
    },
    onError: (error) => notifyManuscriptError(error, 'createAutoTag'),
  });

  const check = useMutation({
    mutationFn: async (articleType?: ArticleType) => {
      const status = await api.call('conversionAiStatus').catch(() => UNKNOWN_AI_STATUS);
      return { status, articleType };
    },
    onSuccess: ({ status, articleType }) => {
      if (offersSkip(status)) setWarning({ status, articleType });
      else create.mutate({ articleType, skip: false });
    },
  });

  return {
    /** Checks the AI service, then starts tagging (or asks first). */
    start: (articleType?: ArticleType) => check.mutate(articleType),
    /** Starts without checking: the author chose to go on without auto-tagging, or to try anyway. */
    startNow: (skip: boolean, articleType?: ArticleType) => create.mutate({ articleType, skip }),
    warning,
    dismissWarning: () => setWarning(null),
    busy: check.isPending || create.isPending,
    skipping: create.isPending && create.variables?.skip === true,
  };
}
