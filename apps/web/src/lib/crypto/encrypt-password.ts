import { ApiError } from '../api/api-error.ts';
import { api } from '../api/client.ts';
import { encryptText, importEncryptionKey } from './rsa-oaep.ts';

let publicKey: Promise<CryptoKey> | null = null;

/** The server's key, fetched and imported once per page view (it only changes with the server's data). */
function loadPublicKey(): Promise<CryptoKey> {
  publicKey ??= api
    .call('securityPublicKey')
    .then(({ publicKey: spki }) => importEncryptionKey(spki))
    .catch((error: unknown) => {
      // A failed fetch may succeed on the next submit; never cache the failure.
      publicKey = null;
      // Spec §8: 'Error: failed to get public key' — but a rate limit keeps its own wait message.
      if (error instanceof ApiError && error.status === 429) throw error;
      throw new ApiError({
        status: error instanceof ApiError ? error.status : 0,
        code: 'public_key_unavailable',
        detail: String(error),
      });
    });
  return publicKey;
}

/**
 * A password as it travels to the API: the base64 RSA-OAEP-SHA256 ciphertext of its UTF-8 bytes, so it
 * never crosses the wire (or lands in a proxy's log) in clear. Validate the plaintext first: the server
 * can only check what it decrypts.
 */
export async function encryptPassword(password: string): Promise<string> {
  return encryptText(await loadPublicKey(), password);
}

/** Encrypts several password fields at once, keeping their names: `{ password, password2 }`. */
export async function encryptPasswords<K extends string>(
  fields: Record<K, string>,
): Promise<Record<K, string>> {
  const entries = await Promise.all(
    Object.entries<string>(fields).map(
      async ([name, value]) => [name, await encryptPassword(value)] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<K, string>;
}

/** Drops the cached key, so the next encryption fetches the server's current one. */
export function forgetPublicKey(): void {
  publicKey = null;
}

/**
 * Sends a request that carries encrypted passwords. The key is cached for the page's life, so a server
 * that changed its key (restart with new data, key rotation) cannot decrypt and answers `bad_request`:
 * then the key is fetched anew and the request, encrypted again inside `send`, goes once more.
 */
export async function sendEncrypted<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'bad_request') throw error;
    forgetPublicKey();
    return send();
  }
}
