import {
  constants,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  type KeyObject,
  privateDecrypt,
} from 'node:crypto';
import { promisify } from 'node:util';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { getOrCreateSecret } from './get-or-create-secret.ts';

const generateKeyPairAsync = promisify(generateKeyPair);

/**
 * 3072 bits: RSA-OAEP with SHA-256 then carries up to 3072/8 − 2·32 − 2 = 318 bytes, enough for a
 * 64-character password of 4-byte UTF-8 characters (256 bytes), and meets NIST's 128-bit level.
 */
export const RSA_MODULUS_BITS = 3072;
const SECRET_NAME = 'password-transport-rsa-private-key';

export interface PasswordTransportKey {
  /** Base64 of the DER SubjectPublicKeyInfo: what WebCrypto's importKey('spki', …) takes. */
  publicKeySpkiBase64: string;
  /** Decrypts a base64 RSA-OAEP-SHA256 ciphertext made with the public key; throws AppError on tampering. */
  decrypt(ciphertextBase64: string): string;
}

function toTransportKey(privateKey: KeyObject): PasswordTransportKey {
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  return {
    publicKeySpkiBase64: spki.toString('base64'),
    decrypt(ciphertextBase64) {
      const ciphertext = Buffer.from(ciphertextBase64, 'base64');
      if (ciphertext.length !== RSA_MODULUS_BITS / 8) {
        throw new AppError('bad_request', 'The encrypted password is malformed.');
      }
      try {
        const plain = privateDecrypt(
          { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          ciphertext,
        );
        return new TextDecoder('utf-8', { fatal: true }).decode(plain);
      } catch {
        throw new AppError('bad_request', 'The encrypted password could not be decrypted.');
      }
    },
  };
}

/** Loads the server's key pair, generating and persisting it the first time the server ever runs. */
export async function loadPasswordTransportKey(db: Database): Promise<PasswordTransportKey> {
  const pem = await getOrCreateSecret(db, SECRET_NAME, async () => {
    const { privateKey } = await generateKeyPairAsync('rsa', { modulusLength: RSA_MODULUS_BITS });
    return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  });
  return toTransportKey(createPrivateKey(pem));
}
