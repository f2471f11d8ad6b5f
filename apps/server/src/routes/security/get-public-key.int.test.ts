import { webcrypto } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { encryptLikeTheBrowser } from '../../../test/support/encrypt-like-the-browser.ts';
import { build } from '../../app.ts';

describe('GET /api/v1/security/public-key/', () => {
  let t: TestApp;
  let publicKey: string;
  let transportKey: Awaited<ReturnType<TestApp['app']['passwordTransportKey']>> | undefined;
  const key0 = () => {
    if (!transportKey) throw new Error('key not loaded');
    return transportKey;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/security/public-key/' });
    expect(response.statusCode).toBe(200);
    publicKey = response.json().publicKey;
    transportKey = await t.app.passwordTransportKey();
  });
  afterAll(() => t.close());

  it('serves a 3072-bit RSA key as base64 SPKI', async () => {
    const key = await webcrypto.subtle.importKey(
      'spki',
      Buffer.from(publicKey, 'base64'),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      true,
      ['encrypt'],
    );
    expect((key.algorithm as webcrypto.RsaHashedKeyAlgorithm).modulusLength).toBe(3072);
  });

  it('decrypts a WebCrypto RSA-OAEP-SHA256 ciphertext of a 64-character multibyte password', async () => {
    // The worst case: 64 characters of 4 bytes each in UTF-8 (256 bytes), mixed with Korean/Japanese/Chinese.
    const password = `${'𝄞🔐😀🀄'.repeat(15)}비밀パ密`;
    expect([...password]).toHaveLength(64);
    const worst = '😀'.repeat(64);
    expect(new TextEncoder().encode(worst)).toHaveLength(256);
    expect(key0().decrypt(await encryptLikeTheBrowser(publicKey, worst))).toBe(worst);
    const ciphertext = await encryptLikeTheBrowser(publicKey, password);
    expect(key0().decrypt(ciphertext)).toBe(password);
  });

  it('refuses a tampered ciphertext with a client error, not a crash', async () => {
    const ciphertext = Buffer.from(await encryptLikeTheBrowser(publicKey, 'Correct-Horse-9'), 'base64');
    ciphertext[10] = (ciphertext[10] ?? 0) ^ 0xff;
    const key = await t.app.passwordTransportKey();
    expect(() => key.decrypt(ciphertext.toString('base64'))).toThrow(
      expect.objectContaining({ code: 'bad_request' }),
    );
    expect(() => key.decrypt('c2hvcnQ=')).toThrow(expect.objectContaining({ code: 'bad_request' }));
  });

  it('keeps the same key across restarts (persisted in the database)', async () => {
    const again = await build({ config: t.app.config, database: t.database.handle });
    try {
      const response = await again.inject({ method: 'GET', url: '/api/v1/security/public-key/' });
      expect(response.json().publicKey).toBe(publicKey);
    } finally {
      await again.close();
    }
  });
});
