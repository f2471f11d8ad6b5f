import type { WebSocket } from '@fastify/websocket';
import { WsClientMessage, type WsServerMessage } from '@galley/contracts';
import type { Database } from '../db/database.ts';
import { topicAccess } from '../jobs/events/topic-access.ts';
import type { PubSub } from '../pubsub/pubsub.ts';
import { TopicFeed } from './topic-feed.ts';

/** Topics one socket may follow at once. */
const MAX_TOPICS = 50;

export interface SocketSessionOptions {
  socket: WebSocket;
  db: Database;
  pubsub: PubSub;
  userId: string;
  onError(error: unknown): void;
}

/**
 * The topics one browser tab follows over its one socket: subscribe (ownership checked, replay from
 * the client's last sequence), unsubscribe, and cleanup when the socket closes.
 */
export class SocketSession {
  private readonly feeds = new Map<string, TopicFeed>();
  /** Subscribes still checking access: they count against MAX_TOPICS too. */
  private pending = 0;
  private closed = false;

  constructor(private readonly options: SocketSessionOptions) {
    options.socket.on('message', (data) => this.receive(String(data)).catch(options.onError));
    options.socket.on('close', () => this.close());
  }

  private send(message: WsServerMessage): void {
    if (this.options.socket.readyState === this.options.socket.OPEN)
      this.options.socket.send(JSON.stringify(message));
  }

  private async receive(raw: string): Promise<void> {
    let parsed: ReturnType<typeof WsClientMessage.safeParse>;
    try {
      parsed = WsClientMessage.safeParse(JSON.parse(raw));
    } catch {
      return this.send({ type: 'error', code: 'bad_request', detail: 'Messages must be JSON.' });
    }
    if (!parsed.success) return this.send({ type: 'error', code: 'bad_request', detail: 'Unknown message.' });
    const message = parsed.data;
    if (message.type === 'unsubscribe') {
      this.feeds.get(message.topic)?.close();
      this.feeds.delete(message.topic);
      return;
    }
    await this.subscribe(message.topic, message.after ?? 0);
  }

  async subscribe(topic: string, after: number): Promise<void> {
    if (this.feeds.size + this.pending >= MAX_TOPICS && !this.feeds.has(topic)) {
      return this.send({
        type: 'error',
        code: 'bad_request',
        detail: 'Too many topics on one socket.',
        topic,
      });
    }
    this.pending += 1;
    const access = await topicAccess(this.options.db, topic, this.options.userId).finally(() => {
      this.pending -= 1;
    });
    // The socket may have closed while access was checked: start nothing that would outlive it.
    if (this.closed) return;
    if (!access.allowed)
      return this.send({ type: 'error', code: 'not_found', detail: 'No such topic.', topic });
    this.feeds.get(topic)?.close();
    const feed = new TopicFeed({
      db: this.options.db,
      pubsub: this.options.pubsub,
      topic,
      // A client ahead of the topic (a stale tab after a reset) starts from the topic's end.
      after: Math.min(after, access.lastSeq),
      send: (event) => this.send(event),
      onError: this.options.onError,
    });
    this.feeds.set(topic, feed);
    const seq = await feed.replay();
    this.send({ type: 'subscribed', topic, seq });
  }

  close(): void {
    this.closed = true;
    for (const feed of this.feeds.values()) feed.close();
    this.feeds.clear();
  }
}
