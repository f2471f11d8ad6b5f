import type { WsEventMessage, WsServerMessage } from '@galley/contracts';
import WebSocket from 'ws';

/**
 * A test's websocket client of `/ws/`: follows topics, keeps every event it got, and can reconnect and
 * resume each topic from the last sequence it holds — as the browser client does.
 */
export class TopicClient {
  private socket: WebSocket | undefined;
  readonly events: WsEventMessage[] = [];
  readonly errors: WsServerMessage[] = [];
  /** Every message, in arrival order. */
  readonly messages: WsServerMessage[] = [];
  private readonly topics = new Set<string>();
  private waiters: Array<() => void> = [];

  constructor(
    private url: string,
    private readonly cookie: string,
  ) {}

  async connect(url = this.url): Promise<void> {
    this.url = url;
    const socket = new WebSocket(url, { headers: { cookie: this.cookie } });
    // Listen before 'open': a frame in the same packet as the handshake is emitted right after it.
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as WsServerMessage;
      this.messages.push(message);
      if (message.type === 'event') this.events.push(message);
      if (message.type === 'error') this.errors.push(message);
      for (const wake of this.waiters.splice(0)) wake();
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.on('error', () => {});
    this.socket = socket;
    for (const topic of this.topics) this.sendSubscribe(topic);
  }

  lastSeq(topic: string): number {
    return this.events
      .filter((event) => event.topic === topic)
      .reduce((max, event) => Math.max(max, event.seq), 0);
  }

  private sendSubscribe(topic: string): void {
    this.socket?.send(JSON.stringify({ type: 'subscribe', topic, after: this.lastSeq(topic) }));
  }

  /** Sends a raw frame (malformed-message tests). */
  sendRaw(frame: string): void {
    this.socket?.send(frame);
  }

  /** Subscribes from `after` (default: the last sequence held), without remembering the topic. */
  subscribeFrom(topic: string, after: number): void {
    this.socket?.send(JSON.stringify({ type: 'subscribe', topic, after }));
  }

  subscribe(topic: string): void {
    this.topics.add(topic);
    this.sendSubscribe(topic);
  }

  /** Resolves when `predicate` holds over what has arrived (checked after every message). */
  async until(predicate: () => boolean, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate()) {
      if (Date.now() > deadline) throw new Error('timed out waiting for websocket events');
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 250);
      });
    }
  }

  done(topic: string): boolean {
    return this.events.some((event) => event.topic === topic && event.event.kind === 'success');
  }

  close(): void {
    this.socket?.terminate();
    this.socket = undefined;
  }
}
