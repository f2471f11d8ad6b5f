import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { api } from '../../../lib/api/client.ts';
import { useTopicEvents } from '../../../lib/realtime/use-topic-events.ts';
import { conversionPath } from '../shared/conversion-paths.ts';
import { conversionKeys } from '../shared/conversion-query-key.ts';
import { notifyManuscriptError } from '../shared/notify-manuscript-error.ts';
import { autoTagView } from './auto-tag-view.ts';
import type { AutoTagNavigationState } from './use-start-auto-tag.ts';

/**
 * The auto-tag board's state over `conversion:<id>` (replayed after a reload, live after), and on success the
 * way on: the board's current step (the first one after tagging), or convert when none is left.
 */
export function useAutoTagState(conversionId: string) {
  const navigate = useNavigate();
  const lp = useLocalePath();
  const queryClient = useQueryClient();
  const location = useLocation();
  const justStarted = (location.state as AutoTagNavigationState | null)?.started === true;
  const topic = useTopicEvents(`conversion:${conversionId}`);
  const view = useMemo(
    () =>
      autoTagView({
        events: topic.events.map((message) => message.event),
        replayed: topic.replayed,
        socket: topic.state.status,
        justStarted,
      }),
    [topic.events, topic.replayed, topic.state.status, justStarted],
  );

  const succeeded = view.phase === 'success';
  useEffect(() => {
    if (!succeeded) return;
    const controller = new AbortController();
    api
      .call('conversionGetBoard', { conversion_id: conversionId }, { signal: controller.signal })
      .then((board) => {
        queryClient.setQueryData(conversionKeys.board(conversionId), board);
        void queryClient.invalidateQueries({ queryKey: conversionKeys.one(conversionId) });
        const page = board.current_target_step
          ? (`confirm/${board.current_target_step}` as const)
          : 'convert';
        void navigate(lp(conversionPath(conversionId, page)), { replace: true });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) notifyManuscriptError(error, 'getConversion');
      });
    return () => controller.abort();
  }, [succeeded, conversionId, navigate, lp, queryClient]);

  return { view, topicError: topic.error };
}
