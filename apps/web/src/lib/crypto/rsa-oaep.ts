import { base64ToBytes, bytesToBase64 } from './base64.ts';

/** The server's password-transport scheme (docs/ARCHITECTURE.md): RSA-OAEP with SHA-256. */
export const RSA_OAEP_SHA256 = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/** Imports a base64 SPKI (DER) public key for encryption only. */
export function importEncryptionKey(spkiBase64: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', base64ToBytes(spkiBase64), RSA_OAEP_SHA256, false, ['encrypt']);
}

/** The base64 ciphertext of `text`'s UTF-8 bytes. */
export async function encryptText(key: CryptoKey, text: string): Promise<string> {
  const cipher = await crypto.subtle.encrypt(RSA_OAEP_SHA256, key, new TextEncoder().encode(text));
  return bytesToBase64(new Uint8Array(cipher));
}
