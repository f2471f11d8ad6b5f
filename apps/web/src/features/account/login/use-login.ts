import type { LoginResponse } from '@galley/contracts';
import { useMutation } from '@tanstack/react-query';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { api } from '../../../lib/api/client.ts';
import { encryptPassword, sendEncrypted } from '../../../lib/crypto/encrypt-password.ts';
import { shownInForm } from '../../../lib/forms/shown-in-form.ts';
import type { LoginFields } from './login-fields.ts';

/** POST login with the password encrypted; the caller decides what the answer means. */
export function useLogin() {
  const locale = useLocale();
  return useMutation({
    mutationFn: ({ email, password }: LoginFields): Promise<LoginResponse> =>
      sendEncrypted(async () =>
        api.call('usersLogin', { email, password: await encryptPassword(password), locale }),
      ),
    // The modal shows the failure in place (spec §8 wording), not as a notification.
    ...shownInForm,
  });
}
