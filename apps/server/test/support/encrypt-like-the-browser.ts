import { webcrypto } from 'node:crypto';

/** Encrypts exactly as the browser does: WebCrypto, SPKI import, RSA-OAEP with SHA-256. */
export async function encryptLikeTheBrowser(publicKeyBase64: string, text: string): Promise<string> {
  const key = await webcrypto.subtle.importKey(
    'spki',
    Buffer.from(publicKeyBase64, 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const ciphertext = await webcrypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    new TextEncoder().encode(text),
  );
  return Buffer.from(ciphertext).toString('base64');
}
