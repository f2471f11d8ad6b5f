import type { WsEventMessage } from '@galley/contracts';
import type { TopicError } from './topic-error.ts';

/** What useTopicEvents shows of one subscription (`key`: topic and after; `subscription`: which one). */
export interface TopicView {
  key: string;
  subscription: object | null;
  events: WsEventMessage[];
  replayed: boolean;
  error: TopicError | null;
}

export function emptyTopicView(key: string, subscription: object | null = null): TopicView {
  return { key, subscription, events: [], replayed: false, error: null };
}

/**
 * The view after `change` from `subscription`. A new subscription (a remount, React's strict-mode double
 * effect) hears every event after `after` again, so its first word starts the view afresh instead of
 * appending copies.
 */
export function nextTopicView(
  previous: TopicView,
  key: string,
  subscription: object,
  change: (current: TopicView) => Partial<TopicView>,
): TopicView {
  const current = previous.subscription === subscription ? previous : emptyTopicView(key, subscription);
  return { ...current, ...change(current) };
}
