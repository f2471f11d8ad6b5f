import { z } from 'zod';

/** What routes a Paddle event: its id, type, time, the entity it is about and our user. */
export interface BillingEventRef {
  eventId: string;
  eventType: string;
  occurredAt: Date;
  entityId: string | null;
  userId: string | null;
}

const EventEnvelope = z.looseObject({
  event_id: z.string().min(1).max(100),
  event_type: z.string().min(1).max(100),
  occurred_at: z.iso.datetime({ offset: true }),
  data: z.looseObject({
    id: z.string().max(100).optional(),
    custom_data: z
      .looseObject({ user_id: z.uuid().optional().catch(undefined) })
      .nullish()
      .catch(null),
  }),
});

/** Reads a verified webhook body; null when it is not a Paddle event (refused as a bad request). */
export function parseEvent(rawBody: Buffer): BillingEventRef | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  const parsed = EventEnvelope.safeParse(json);
  if (!parsed.success) return null;
  const event = parsed.data;
  return {
    eventId: event.event_id,
    eventType: event.event_type,
    occurredAt: new Date(event.occurred_at),
    entityId: event.data.id ?? null,
    userId: event.data.custom_data?.user_id ?? null,
  };
}
