import type { WsEventMessage } from '@galley/contracts';
import type { Database } from '../db/database.ts';
import { readTopicEvents } from '../jobs/events/read-topic-events.ts';
import { type PubSub, type PubSubMessage, topicChannel, type Unsubscribe } from '../pubsub/pubsub.ts';

export interface TopicFeedOptions {
  db: Database;
  pubsub: PubSub;
  topic: string;
  /** The last sequence the client holds. */
  after: number;
  send(message: WsEventMessage): void;
  onError(error: unknown): void;
}

/**
 * One topic followed by one socket: stored events after `after`, then live ones, each sequence
 * exactly once and in order. A live event that is the next one is sent as it comes; anything else
 * (a gap, a hint, a replay still running) makes the feed read the missing events from job_events.
 */
export class TopicFeed {
  private lastSent: number;
  private pumping = false;
  private pending = false;
  private closed = false;
  private readonly unsubscribe: Unsubscribe;

  constructor(private readonly options: TopicFeedOptions) {
    this.lastSent = options.after;
    // Listen before reading, so nothing published during the replay is missed.
    this.unsubscribe = options.pubsub.subscribe(topicChannel(options.topic), (message) => this.live(message));
  }

  /** Replays what is stored; resolves with the last sequence sent. */
  async replay(): Promise<number> {
    await this.pump();
    return this.lastSent;
  }

  private live(message: PubSubMessage): void {
    if (this.closed || (message.type !== 'event' && message.type !== 'event-hint')) return;
    if (message.seq <= this.lastSent) return;
    if (message.type === 'event' && message.seq === this.lastSent + 1 && !this.pumping) {
      this.lastSent = message.seq;
      this.options.send(message);
      return;
    }
    this.pump().catch(this.options.onError);
  }

  private async pump(): Promise<void> {
    if (this.pumping) {
      this.pending = true;
      return;
    }
    this.pumping = true;
    try {
      do {
        this.pending = false;
        const events = await readTopicEvents(this.options.db, this.options.topic, this.lastSent);
        for (const event of events) {
          if (this.closed) return;
          this.lastSent = event.seq;
          this.options.send(event);
        }
        if (events.length === 1_000) this.pending = true;
      } while (this.pending && !this.closed);
    } finally {
      this.pumping = false;
    }
  }

  close(): void {
    this.closed = true;
    this.unsubscribe();
  }
}
