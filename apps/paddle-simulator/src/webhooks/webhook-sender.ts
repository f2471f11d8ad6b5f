import type { Clock } from '../clock.ts';
import { paddleId } from '../paddle-id.ts';
import type { EventRecord } from '../state.ts';
import { signPayload } from './sign-payload.ts';

const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * Records events and POSTs them, one at a time in the order they happened, to the webhook URL. Deliveries are
 * not retried on their own (tests call redeliver); without a URL they stay pending.
 */
export class WebhookSender {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly events: EventRecord[],
    private readonly clock: Clock,
    private readonly secret: string,
    private url: string | null,
  ) {}

  setUrl(url: string | null): void {
    this.url = url;
  }

  /** Records an event with Paddle's notification shape and queues its delivery. */
  emit(eventType: string, data: unknown, at?: Date): EventRecord {
    const eventId = paddleId('evt');
    const occurredAt = this.clock.stamp(at);
    const body = JSON.stringify({
      event_id: eventId,
      event_type: eventType,
      occurred_at: occurredAt,
      notification_id: paddleId('ntf'),
      data,
    });
    const event: EventRecord = {
      eventId,
      eventType,
      occurredAt,
      body,
      status: 'pending',
      httpStatus: null,
      attempts: 0,
    };
    this.events.push(event);
    if (this.url) this.enqueue(event);
    return event;
  }

  /** Sends an event (again), after whatever is already queued. */
  redeliver(eventId: string): Promise<void> {
    const event = this.events.find((candidate) => candidate.eventId === eventId);
    if (!event) return Promise.reject(new Error(`No event ${eventId}`));
    return this.enqueue(event);
  }

  /** Resolves once every queued delivery has been attempted. */
  settle(): Promise<void> {
    return this.queue;
  }

  private enqueue(event: EventRecord): Promise<void> {
    this.queue = this.queue.then(() => this.deliver(event));
    return this.queue;
  }

  private async deliver(event: EventRecord): Promise<void> {
    const url = this.url;
    if (!url) return;
    event.attempts += 1;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'paddle-signature': signPayload(event.body, this.secret),
        },
        body: event.body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
      event.httpStatus = response.status;
      event.status = response.ok ? 'delivered' : 'failed';
    } catch {
      event.httpStatus = 0;
      event.status = 'failed';
    }
  }
}
