import { z } from 'zod';

/**
 * The one websocket of a browser tab (`/ws/`): the client subscribes to topics (`conversion:<id>`,
 * `reference-order:<id>`) with the last sequence number it saw, and receives every newer stored event
 * of that topic, then the live ones. Ownership is checked on every subscribe.
 */
export const TOPIC_AREAS = ['conversion', 'reference-order', 'job'] as const;
export const TopicArea = z.enum(TOPIC_AREAS);
export type TopicArea = z.infer<typeof TopicArea>;

/** `<area>:<id>` with an id of letters, digits and dashes (uuids, pg-boss ids). */
export const Topic = z
  .string()
  .max(120)
  .regex(/^(conversion|reference-order|job):[A-Za-z0-9-]{1,100}$/);
export type Topic = z.infer<typeof Topic>;

/** What a job reports as it runs; stored in job_events and replayed on resume. */
export const JobEvent = z.object({
  kind: z.enum(['queued', 'start', 'progress', 'success', 'failed', 'retrying']),
  job: z.string().optional(),
  /** The job's name (`manuscript.convert`), so one topic can carry several jobs' events. */
  name: z.string().optional(),
  step: z.string().optional(),
  percent: z.number().min(0).max(100).nullable().optional(),
  detail: z.string().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type JobEvent = z.infer<typeof JobEvent>;

export const WsSubscribe = z.object({
  type: z.literal('subscribe'),
  topic: Topic,
  /** The last sequence number the client holds; 0 (or absent) replays everything stored. */
  after: z.number().int().nonnegative().max(2_147_483_647).optional(),
});
export const WsUnsubscribe = z.object({ type: z.literal('unsubscribe'), topic: Topic });
export const WsClientMessage = z.discriminatedUnion('type', [WsSubscribe, WsUnsubscribe]);
export type WsClientMessage = z.infer<typeof WsClientMessage>;

/** One stored event of a topic, with its sequence number (1, 2, 3… per topic, no gaps). */
export const WsEventMessage = z.object({
  type: z.literal('event'),
  topic: z.string(),
  seq: z.number().int().positive(),
  at: z.string(),
  event: JobEvent,
});
export type WsEventMessage = z.infer<typeof WsEventMessage>;

/** The replay of a subscribe is done: `seq` is the topic's last sequence at that moment. */
export const WsSubscribedMessage = z.object({
  type: z.literal('subscribed'),
  topic: z.string(),
  seq: z.number().int().nonnegative(),
});

/** Legacy progress messages on the user's own channel (`/ws/notifications/`). */
export const WsProgressMessage = z.object({
  type: z.literal('progress'),
  topic: z.string(),
  step: z.string(),
  percent: z.number().min(0).max(100).nullable(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export const WsStatusMessage = z.object({
  type: z.literal('status'),
  topic: z.string(),
  status: z.enum(['start', 'waiting', 'success', 'failed']),
  detail: z.string().optional(),
});
/** A refused subscribe (`forbidden`, `not_found`) or a malformed message (`bad_request`). */
export const WsErrorMessage = z.object({
  type: z.literal('error'),
  code: z.string(),
  detail: z.string(),
  topic: z.string().optional(),
});
export const WsServerMessage = z.discriminatedUnion('type', [
  WsEventMessage,
  WsSubscribedMessage,
  WsProgressMessage,
  WsStatusMessage,
  WsErrorMessage,
]);
export type WsServerMessage = z.infer<typeof WsServerMessage>;
