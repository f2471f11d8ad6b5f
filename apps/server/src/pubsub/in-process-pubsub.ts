import { EventEmitter } from 'node:events';
import type { PubSub, PubSubMessage, Unsubscribe } from './pubsub.ts';

/** Pub/sub inside one process (PGlite: the server runs the jobs too). */
export class InProcessPubSub implements PubSub {
  private readonly emitter = new EventEmitter();

  constructor() {
    // Every open tab of every user subscribes; the default cap of 10 listeners would warn spuriously.
    this.emitter.setMaxListeners(0);
  }

  publish(channel: string, message: PubSubMessage): void {
    this.emitter.emit(channel, message);
  }

  subscribe(channel: string, listener: (message: PubSubMessage) => void): Unsubscribe {
    this.emitter.on(channel, listener);
    return () => this.emitter.off(channel, listener);
  }
}
