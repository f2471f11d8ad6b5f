import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignatureCheck {
  /** The raw request body, byte for byte as received. */
  rawBody: Buffer;
  /** The `Paddle-Signature` header: `ts=<unix seconds>;h1=<hex>[;h1=<hex>…]`. */
  header: string | undefined;
  /** Every secret in force (more than one while a secret is rotated). */
  secrets: readonly string[];
  toleranceSeconds: number;
  now?: Date;
}

/** Parses `ts=…;h1=…;h1=…` (several h1 while Paddle rotates the secret); null when malformed. */
export function parseSignatureHeader(header: string): { ts: string; h1: string[] } | null {
  let ts: string | null = null;
  const h1: string[] = [];
  for (const part of header.split(';')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 'ts' && value && /^\d{1,12}$/.test(value)) ts = value;
    else if (key === 'h1' && value && /^[0-9a-f]{64}$/i.test(value)) h1.push(value.toLowerCase());
  }
  return ts && h1.length > 0 ? { ts, h1 } : null;
}

/**
 * Paddle's webhook signature: HMAC-SHA256 over `ts:rawBody` with the endpoint's secret. Any h1 may
 * match any secret in force; comparisons are constant-time; a timestamp outside the tolerance (either
 * way) is refused, so a captured delivery cannot be replayed later.
 */
export function verifySignature(check: SignatureCheck): boolean {
  if (!check.header) return false;
  const parsed = parseSignatureHeader(check.header);
  if (!parsed) return false;
  const nowSeconds = Math.floor((check.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowSeconds - Number(parsed.ts)) > check.toleranceSeconds) return false;
  let matched = false;
  for (const secret of check.secrets) {
    const expected = createHmac('sha256', secret).update(`${parsed.ts}:`).update(check.rawBody).digest();
    for (const candidate of parsed.h1) {
      // No early exit: the time taken does not tell which secret or value matched.
      if (timingSafeEqual(expected, Buffer.from(candidate, 'hex'))) matched = true;
    }
  }
  return matched;
}
