import type { WsEventMessage } from '@galley/contracts';
import { useEffect, useRef, useState } from 'react';
import type { RealtimeState } from './realtime-state.ts';
import { tabConnection } from './tab-connection.ts';
import type { TopicError } from './topic-error.ts';
import { emptyTopicView, nextTopicView, type TopicView } from './topic-view.ts';
import { useRealtimeState } from './use-realtime-state.ts';

export interface TopicEvents {
  /** Every event of the topic after `after`, once each, in sequence order. */
  events: WsEventMessage[];
  /** The sequence of the last event in `events` (`after` before any). */
  lastSeq: number;
  /** The stored events have all arrived; later ones are live. */
  replayed: boolean;
  /** The server refused the topic, or events were lost. */
  error: TopicError | null;
  /** The tab's socket. */
  state: RealtimeState;
}

/** Subscribes to `topic` (none while null) on the tab's socket for as long as the component is mounted. */
export function useTopicEvents(
  topic: string | null,
  options: { after?: number; onEvent?: (message: WsEventMessage) => void } = {},
): TopicEvents {
  const { after = 0, onEvent } = options;
  const state = useRealtimeState();
  const key = `${topic}@${after}`;
  const [view, setView] = useState(() => emptyTopicView(key));
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  });

  useEffect(() => {
    if (!topic) return;
    const subscription = {};
    const update = (change: (current: TopicView) => Partial<TopicView>) =>
      setView((previous) => nextTopicView(previous, key, subscription, change));
    return tabConnection().subscribe(
      topic,
      {
        onEvent: (message) => {
          update((current) => ({ events: [...current.events, message] }));
          onEventRef.current?.(message);
        },
        onReplayed: () => update(() => ({ replayed: true })),
        onError: (error) => update(() => ({ error })),
      },
      { after },
    );
  }, [topic, after, key]);

  const { events, replayed, error } = view.key === key ? view : emptyTopicView(key);
  return { events, lastSeq: events.at(-1)?.seq ?? after, replayed, error, state };
}
