import type { WsServerMessage } from '@galley/contracts';

export type Unsubscribe = () => void;

/** "Topic T has event `seq`": sent where the event itself is too large for a NOTIFY payload. */
export interface TopicHint {
  type: 'event-hint';
  topic: string;
  seq: number;
}
export type PubSubMessage = WsServerMessage | TopicHint;

/**
 * Where jobs publish progress and websockets listen. In-process on PGlite (one process), PostgreSQL
 * LISTEN/NOTIFY when several processes share a database; publishers and sockets never know which.
 */
export interface PubSub {
  publish(channel: string, message: PubSubMessage): void;
  subscribe(channel: string, listener: (message: PubSubMessage) => void): Unsubscribe;
  close?(): Promise<void>;
}

/** Channel of everything meant for one user's open tabs. */
export function userChannel(userId: string): string {
  return `user:${userId}`;
}

/** Channel of one progress topic (`conversion:<id>`). */
export function topicChannel(topic: string): string {
  return `topic:${topic}`;
}
