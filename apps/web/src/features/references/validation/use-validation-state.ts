import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTopicEvents } from '../../../lib/realtime/use-topic-events.ts';
import { notifyReferenceError } from '../shared/notify-reference-error.ts';
import { startValidation } from '../shared/start-validation.ts';
import { orderQueryKey, useOrder } from './use-order.ts';
import { validationProgress } from './validation-progress.ts';

/**
 * Step 2's state, resumable after a reload: the order from GET reference-order, then every event of
 * `reference-order:<id>` replayed and live. Each new event refetches the order so verdicts fill the
 * table as they are stored; an order whose check never started (the first page was left mid-way) is
 * started here — the server joins a check already running, so this never runs two.
 */
export function useValidationState(orderId: string) {
  const queryClient = useQueryClient();
  const order = useOrder(orderId);
  const topic = useTopicEvents(`reference-order:${orderId}`);
  const start = useMutation({
    mutationFn: () => startValidation(orderId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderQueryKey(orderId) }),
    onError: notifyReferenceError,
  });

  const progress = useMemo(
    () =>
      order.data
        ? validationProgress(order.data, topic.replayed ? topic.events.map((message) => message.event) : [])
        : null,
    [order.data, topic.replayed, topic.events],
  );

  useEffect(() => {
    if (topic.replayed && topic.lastSeq > 0)
      void queryClient.invalidateQueries({ queryKey: orderQueryKey(orderId) });
  }, [topic.replayed, topic.lastSeq, orderId, queryClient]);

  const started = useRef(false);
  useEffect(() => {
    if (!order.data || started.current || order.data.step >= 2) return;
    if (!order.data.references.some((reference) => reference.status === 'pending')) return;
    started.current = true;
    start.mutate();
  }, [order.data, start]);

  return { order, topic, progress, start };
}
