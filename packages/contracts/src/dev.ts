import { z } from 'zod';

/** GET /api/v1/dev/mailbox/ — the dev outbox (refused in production): mails the server "sent", newest first. */
export const DevMailboxQuery = z.object({ to: z.string().max(320).optional() }).optional();
export type DevMailboxQuery = z.input<typeof DevMailboxQuery>;

export const DevMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});
export type DevMail = z.infer<typeof DevMail>;

export const DevMailboxResponse = z.object({ messages: z.array(DevMail) });
export type DevMailboxResponse = z.infer<typeof DevMailboxResponse>;
