import { createArgon2Hasher, type PasswordHasher } from '../../src/services/security/password-hasher.ts';

/** The real argon2id hasher, counting its calls (for "same work for unknown email and wrong password"). */
export function countingHasher(): PasswordHasher & { calls: { hash: number; verify: number } } {
  const real = createArgon2Hasher();
  const calls = { hash: 0, verify: 0 };
  return {
    calls,
    hash(password) {
      calls.hash += 1;
      return real.hash(password);
    },
    verify(passwordHash, password) {
      calls.verify += 1;
      return real.verify(passwordHash, password);
    },
  };
}
