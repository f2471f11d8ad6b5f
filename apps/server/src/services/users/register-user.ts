import type { RegisterRequest } from '@galley/contracts';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema.ts';
import { validationError } from '../../errors/parse-input.ts';
import { readNewPassword } from '../auth/read-new-password.ts';
import type { PasswordTransportKey } from '../security/password-transport-key.ts';
import type { AccountDeps } from './account-deps.ts';
import { createUser } from './create-user.ts';
import { sendVerificationEmail } from './send-verification-email.ts';

export interface RegisterUserResult {
  user: UserRow;
  /** False when the account exists but the mail could not go out (limit or transport): Resend later. */
  verificationSent: boolean;
}

/** Registration: password rules, the account, then the verification mail. */
export async function registerUser(
  deps: AccountDeps & { transportKey: PasswordTransportKey; log: (error: unknown) => void },
  input: z.output<typeof RegisterRequest>,
): Promise<RegisterUserResult> {
  const password = readNewPassword(deps.transportKey, input);
  if (!password.ok) throw validationError(password.issues);
  const {
    email,
    password: _p,
    password2: _p2,
    email2: _e,
    terms_agreed: _t,
    age_confirmed: _a,
    locale,
    ...profile
  } = input;
  const user = await createUser({
    db: deps.db,
    hasher: deps.hasher,
    email,
    password: password.password,
    profile,
    locale: locale ?? 'en',
    consentAt: new Date(),
  });
  try {
    await sendVerificationEmail(deps, user);
    return { user, verificationSent: true };
  } catch (error) {
    deps.log(error);
    return { user, verificationSent: false };
  }
}
