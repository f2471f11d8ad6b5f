import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './base64.ts';

describe('base64', () => {
  it('round-trips every byte value', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => index);
    const text = bytesToBase64(bytes);
    expect(text).toBe(Buffer.from(bytes).toString('base64'));
    expect([...base64ToBytes(text)]).toEqual([...bytes]);
  });
});
