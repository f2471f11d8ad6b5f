import { createHmac } from 'node:crypto';

/**
 * The `Paddle-Signature` header exactly as Paddle writes it: `ts=<unix seconds>;h1=<hex HMAC-SHA256 of
 * "<ts>:<raw body>" keyed with the destination's secret>`. The timestamp is the wall clock at sending (not the
 * simulated clock): receivers check it against their own clock.
 */
export function signPayload(rawBody: string, secret: string, at: Date = new Date()): string {
  const ts = Math.floor(at.getTime() / 1000);
  const h1 = createHmac('sha256', secret).update(`${ts}:${rawBody}`).digest('hex');
  return `ts=${ts};h1=${h1}`;
}
