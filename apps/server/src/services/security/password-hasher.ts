import { hash, verify } from '@node-rs/argon2';

/** Hashes and checks passwords. An interface so tests can count calls on the real hasher. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): ~30 ms here, slow enough for guessing.
const OPTIONS = {
  // 2 = Argon2id in @node-rs/argon2's (ambient const) Algorithm enum.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function createArgon2Hasher(): PasswordHasher {
  return {
    hash: (password) => hash(password, OPTIONS),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password);
      } catch {
        // A malformed stored hash is a failed check, not a crash of the login route.
        return false;
      }
    },
  };
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password with the same parameters, checked when the email is unknown so that an
 * unknown address and a wrong password cost the same time and the same number of hasher calls.
 */
export function unknownUserHash(hasher: PasswordHasher): Promise<string> {
  dummyHash ??= hasher.hash(crypto.randomUUID());
  return dummyHash;
}
