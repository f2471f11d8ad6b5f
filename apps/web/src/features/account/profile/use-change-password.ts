import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { encryptPasswords, sendEncrypted } from '../../../lib/crypto/encrypt-password.ts';
import { shownInForm } from '../../../lib/forms/shown-in-form.ts';
import type { PasswordChangeValues } from './password-change-fields.ts';

/** POST password-update, all three passwords encrypted, for the user the tab was opened for. */
export function useChangePassword(userId: string) {
  return useMutation({
    mutationFn: (values: PasswordChangeValues) =>
      sendEncrypted(async () =>
        api.call('usersPasswordUpdate', { user_id: userId, ...(await encryptPasswords({ ...values })) }),
      ),
    ...shownInForm,
  });
}
