import type { ConvertStatusResponse } from '@galley/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { api } from '../../../../lib/api/client.ts';
import { useTopicEvents } from '../../../../lib/realtime/use-topic-events.ts';
import { conversionKeys } from '../../shared/conversion-query-key.ts';
import { applyConvertEvent, CONVERT_EVENT_NAME } from './apply-convert-event.ts';

export const convertStatusKey = (conversionId: string) =>
  ['conversions', 'convert-status', conversionId] as const;

/**
 * The run's status, live: GET convert-status, then each `manuscript.convert` event on `conversion:<id>`
 * applied at once (the list moves without a round trip) and followed by a refetch for what events do not
 * carry (files, errors). After the replay and after every reconnect the status is refetched too, so
 * nothing missed while the socket was down stays missed.
 */
export function useConvertStatus(conversionId: string) {
  const queryClient = useQueryClient();
  const key = convertStatusKey(conversionId);
  const status = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.call('conversionConvertStatus', { conversion_id: conversionId }, { signal }),
    staleTime: 0,
  });
  const refetch = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: convertStatusKey(conversionId) });
    void queryClient.invalidateQueries({ queryKey: conversionKeys.one(conversionId) });
  }, [queryClient, conversionId]);
  const topic = useTopicEvents(`conversion:${conversionId}`, {
    onEvent: ({ event }) => {
      if (event.name !== CONVERT_EVENT_NAME) return;
      queryClient.setQueryData<ConvertStatusResponse>(key, (current) =>
        current ? applyConvertEvent(current, event) : current,
      );
      refetch();
    },
  });

  const wasOpen = useRef(true);
  useEffect(() => {
    const open = topic.state.status === 'open';
    if (open && !wasOpen.current) refetch();
    wasOpen.current = open;
  });
  useEffect(() => {
    if (topic.replayed) refetch();
  }, [topic.replayed, refetch]);

  return { status, topic };
}
