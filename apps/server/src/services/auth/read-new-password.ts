import { NewPasswordPair, type ValidationIssue } from '@galley/contracts';
import { validationIssues } from '../../errors/parse-input.ts';
import type { PasswordTransportKey } from '../security/password-transport-key.ts';

export type NewPasswordResult = { ok: true; password: string } | { ok: false; issues: ValidationIssue[] };

/**
 * Decrypts a new password typed twice and checks the rules (10–64 characters, three of four classes,
 * both equal). Problems come back as field issues so a route can report them with the form's others.
 */
export function readNewPassword(
  key: PasswordTransportKey,
  encrypted: { password: string; password2: string },
): NewPasswordResult {
  const pair = { password: key.decrypt(encrypted.password), password2: key.decrypt(encrypted.password2) };
  const result = NewPasswordPair.safeParse(pair);
  return result.success
    ? { ok: true, password: result.data.password }
    : { ok: false, issues: validationIssues(result.error) };
}
