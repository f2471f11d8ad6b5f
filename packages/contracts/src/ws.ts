import { z } from 'zod';

/**
 * Messages the server pushes over a websocket. Progress of a job is published on a topic
 * (for example `conversion:<id>`) and delivered to the sockets of the user who owns it.
 */
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
export const WsErrorMessage = z.object({ type: z.literal('error'), code: z.string(), detail: z.string() });
export const WsServerMessage = z.discriminatedUnion('type', [
  WsProgressMessage,
  WsStatusMessage,
  WsErrorMessage,
]);
export type WsServerMessage = z.infer<typeof WsServerMessage>;
