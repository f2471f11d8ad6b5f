import type { Sql } from 'postgres';
import { InProcessPubSub } from './in-process-pubsub.ts';
import type { PubSub, PubSubMessage, Unsubscribe } from './pubsub.ts';

const CHANNEL = 'galley_pubsub';
// NOTIFY payloads must stay under 8000 bytes; an event past this travels as a hint (read from job_events).
const MAX_PAYLOAD = 7_500;

/**
 * Pub/sub across processes through PostgreSQL LISTEN/NOTIFY: every process (servers and `galley worker`s)
 * listens on one channel and fans the messages out locally.
 */
export class PostgresPubSub implements PubSub {
  private readonly local = new InProcessPubSub();
  private listening: Promise<{ unlisten(): Promise<void> }> | undefined;

  constructor(
    private readonly sql: Sql,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** Starts listening; resolves once the LISTEN is in place (call before relying on delivery). */
  async start(): Promise<void> {
    this.listening ??= this.sql.listen(CHANNEL, (payload) => this.receive(payload));
    await this.listening;
  }

  private receive(payload: string): void {
    try {
      const { c, m } = JSON.parse(payload) as { c: string; m: PubSubMessage };
      this.local.publish(c, m);
    } catch (error) {
      this.onError(error);
    }
  }

  publish(channel: string, message: PubSubMessage): void {
    let payload = JSON.stringify({ c: channel, m: message });
    if (Buffer.byteLength(payload) > MAX_PAYLOAD && message.type === 'event') {
      payload = JSON.stringify({
        c: channel,
        m: { type: 'event-hint', topic: message.topic, seq: message.seq },
      });
    }
    this.sql.notify(CHANNEL, payload).catch(this.onError);
  }

  subscribe(channel: string, listener: (message: PubSubMessage) => void): Unsubscribe {
    return this.local.subscribe(channel, listener);
  }

  async close(): Promise<void> {
    const listening = this.listening;
    this.listening = undefined;
    if (listening) await (await listening).unlisten().catch(this.onError);
  }
}
