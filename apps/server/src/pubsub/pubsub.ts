import { EventEmitter } from 'node:events';
import type { WsServerMessage } from '@galley/contracts';

export type Unsubscribe = () => void;

/**
 * Where jobs publish progress and websockets listen. In-process today; a PostgreSQL LISTEN/NOTIFY or
 * Redis implementation can replace it without touching publishers or sockets.
 */
export interface PubSub {
  publish(channel: string, message: WsServerMessage): void;
  subscribe(channel: string, listener: (message: WsServerMessage) => void): Unsubscribe;
}

/** Channel of everything meant for one user's open tabs. */
export function userChannel(userId: string): string {
  return `user:${userId}`;
}

export class InProcessPubSub implements PubSub {
  private readonly emitter = new EventEmitter();

  constructor() {
    // Every open tab of every user subscribes; the default cap of 10 listeners would warn spuriously.
    this.emitter.setMaxListeners(0);
  }

  publish(channel: string, message: WsServerMessage): void {
    this.emitter.emit(channel, message);
  }

  subscribe(channel: string, listener: (message: WsServerMessage) => void): Unsubscribe {
    this.emitter.on(channel, listener);
    return () => this.emitter.off(channel, listener);
  }
}
