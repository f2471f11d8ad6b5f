import type { WsEventMessage } from '@galley/contracts';
import { type TopicError, topicError } from './topic-error.ts';
import type { TopicListener } from './topic-listener.ts';

interface Entry {
  listener: TopicListener;
  /** The last sequence this listener has been given. */
  cursor: number;
  replayed: boolean;
}

/**
 * One topic of the tab: its listeners, the events received so far, and the server subscription behind
 * them. Events are held by sequence number and handed to each listener strictly in order, so duplicates
 * (a resume overlapping what arrived live) vanish and out-of-order arrivals wait for the missing ones.
 * The held events also serve a listener that joins later, from its own `after`.
 */
export class TopicFeed {
  private readonly entries = new Set<Entry>();
  private readonly held = new Map<number, WsEventMessage>();
  /** Events at or below the floor were never asked for. */
  private floor: number;
  /** Every event up to here is held (or was given up as lost): the `after` of the next subscribe. */
  private lastSeq: number;
  /** The highest sequence the server has shown to exist. */
  private target: number;
  /** Subscribes sent and not yet answered. */
  private pending = 0;
  private requestedFrom = -1;
  /** The server has answered a subscribe of this topic, so listeners may hear the replay is over. */
  private replayDone = false;
  /** The server refused the topic (forbidden, not found): asking again would only be refused again. */
  private refusal: TopicError | null = null;

  constructor(
    readonly topic: string,
    after: number,
    /** Sends `{ type: 'subscribe', topic, after }`; false when the socket is not open. */
    private readonly send: (after: number) => boolean,
  ) {
    this.floor = after;
    this.lastSeq = after;
    this.target = after;
  }

  get refused(): boolean {
    return this.refusal !== null;
  }

  /** Adds a listener that holds everything up to `after`; returns its removal, true when none is left. */
  join(listener: TopicListener, after: number): () => boolean {
    const entry: Entry = { listener, cursor: after, replayed: false };
    this.entries.add(entry);
    if (this.refusal) listener.onError?.(this.refusal);
    if (after < this.floor) {
      // Older events than anyone asked for so far: replay them from the server beside the others.
      this.floor = after;
      this.lastSeq = after;
      this.advance();
      this.request();
    }
    this.pump();
    return () => {
      this.entries.delete(entry);
      return this.entries.size === 0;
    };
  }

  /** After the socket (re)opened: subscribe again from the last event held. */
  resume(): void {
    this.pending = 0;
    this.requestedFrom = -1;
    this.request();
  }

  receive(message: WsEventMessage): void {
    if (message.seq <= this.lastSeq || this.held.has(message.seq)) return;
    this.held.set(message.seq, message);
    this.target = Math.max(this.target, message.seq);
    this.advance();
    this.pump();
    // A live event skipped one: ask for the rest from the last one held.
    if (this.lastSeq < this.target && this.pending === 0) this.request();
  }

  subscribed(seq: number): void {
    this.pending = Math.max(0, this.pending - 1);
    this.target = Math.max(this.target, seq);
    if (this.pending > 0) return;
    if (this.lastSeq < this.target && this.lastSeq !== this.requestedFrom) {
      this.request();
      return;
    }
    let gap: TopicError | null = null;
    if (this.lastSeq < this.target) {
      // The server's own replay from here left the hole: asking again would give the same answer, so
      // hand out what did arrive and say some is missing.
      gap = topicError('sequence_gap', `${this.topic}: events after ${this.lastSeq} are missing`);
      this.lastSeq = this.target;
    }
    this.replayDone = true;
    this.pump();
    if (gap) this.notify(gap);
  }

  /** The server answered a subscribe with an error (forbidden, not found, bad request). */
  refuse(code: string, detail: string): void {
    this.refusal = topicError(code, detail);
    this.pending = Math.max(0, this.pending - 1);
    this.notify(this.refusal);
  }

  private request(): void {
    if (this.refusal || !this.send(this.lastSeq)) return;
    this.pending += 1;
    this.requestedFrom = this.lastSeq;
  }

  private notify(error: TopicError): void {
    for (const entry of this.entries) entry.listener.onError?.(error);
  }

  private advance(): void {
    while (this.held.has(this.lastSeq + 1)) this.lastSeq += 1;
  }

  /** Hands every listener the held events after its cursor, in order; then tells who is caught up. */
  private pump(): void {
    for (const entry of this.entries) {
      for (let seq = entry.cursor + 1; seq <= this.lastSeq && this.entries.has(entry); seq++) {
        const message = this.held.get(seq);
        entry.cursor = seq;
        if (message) entry.listener.onEvent(message);
      }
    }
    if (!this.replayDone || this.pending > 0 || this.lastSeq < this.target) return;
    for (const entry of this.entries) {
      if (entry.replayed) continue;
      entry.replayed = true;
      entry.listener.onReplayed?.(this.lastSeq);
    }
  }
}
