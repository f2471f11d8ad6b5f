import type { NewPasswordPair } from '@galley/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { encryptPasswords, sendEncrypted } from '../../../lib/crypto/encrypt-password.ts';
import { shownInForm } from '../../../lib/forms/shown-in-form.ts';

/** PUT reset-password: the mailed token and the new password pair, encrypted. */
export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: (pair: NewPasswordPair) =>
      sendEncrypted(async () =>
        api.call('usersResetPassword', { verify_token: token, ...(await encryptPasswords(pair)) }),
      ),
    ...shownInForm,
  });
}
