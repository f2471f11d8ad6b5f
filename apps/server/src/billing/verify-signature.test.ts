import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseSignatureHeader, verifySignature } from './verify-signature.ts';

const body = Buffer.from('{"event_id":"evt_01"}');
const now = new Date('2026-11-26T04:00:00Z');
const ts = Math.floor(now.getTime() / 1000);
const h1 = (secret: string, stamp = ts, raw: Buffer = body) =>
  createHmac('sha256', secret).update(`${stamp}:${raw.toString()}`).digest('hex');
const check = (header: string | undefined, secrets = ['new'], at = now) =>
  verifySignature({ rawBody: body, header, secrets, toleranceSeconds: 300, now: at });

describe('verifySignature (Paddle-Signature: ts=…;h1=…)', () => {
  it('accepts the signature of a secret in force, among several h1 and several secrets', () => {
    expect(check(`ts=${ts};h1=${h1('new')}`)).toBe(true);
    expect(check(`ts=${ts};h1=${h1('old')};h1=${h1('new')}`)).toBe(true);
    expect(check(`ts=${ts};h1=${h1('old')}`, ['new', 'old'])).toBe(true);
  });

  it('refuses another secret, another body, a timestamp outside the tolerance, or a malformed header', () => {
    expect(check(`ts=${ts};h1=${h1('other')}`)).toBe(false);
    expect(check(`ts=${ts};h1=${h1('new', ts, Buffer.from('{}'))}`)).toBe(false);
    expect(check(`ts=${ts - 301};h1=${h1('new', ts - 301)}`)).toBe(false);
    expect(check(`ts=${ts + 301};h1=${h1('new', ts + 301)}`)).toBe(false);
    expect(check(`ts=${ts - 299};h1=${h1('new', ts - 299)}`)).toBe(true);
    expect(check(undefined)).toBe(false);
    expect(check(`h1=${h1('new')}`)).toBe(false);
    expect(check(`ts=${ts};h1=abc`)).toBe(false);
    expect(parseSignatureHeader('ts=1;h1=zz')).toBeNull();
  });
});
