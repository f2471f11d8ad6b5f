import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './base64.ts';
import { encryptText, importEncryptionKey, RSA_OAEP_SHA256 } from './rsa-oaep.ts';

describe('password transport', () => {
  it('encrypts UTF-8 text that the private key decrypts back, never the plaintext itself', async () => {
    const pair = await crypto.subtle.generateKey(
      { ...RSA_OAEP_SHA256, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = bytesToBase64(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey)));
    const password = 'Päss wörd 비밀번호 🔑';

    const cipher = await encryptText(await importEncryptionKey(spki), password);

    expect(cipher).not.toContain(password);
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const plain = await crypto.subtle.decrypt(RSA_OAEP_SHA256, pair.privateKey, base64ToBytes(cipher));
    expect(new TextDecoder().decode(plain)).toBe(password);
  });
});
