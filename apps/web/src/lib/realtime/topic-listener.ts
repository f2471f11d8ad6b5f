import type { WsEventMessage } from '@galley/contracts';
import type { TopicError } from './topic-error.ts';

/** What a subscriber of a topic hears: each event once and in order, the end of the replay, refusals. */
export interface TopicListener {
  onEvent(message: WsEventMessage): void;
  /** The stored events are all delivered; `seq` is the last of them (0 for none). */
  onReplayed?(seq: number): void;
  onError?(error: TopicError): void;
}
