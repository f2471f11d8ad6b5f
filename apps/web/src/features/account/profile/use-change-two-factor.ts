import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { encryptPassword, sendEncrypted } from '../../../lib/crypto/encrypt-password.ts';
import { shownInForm } from '../../../lib/forms/shown-in-form.ts';
import { profileQueryKey } from '../session/use-profile.ts';

/**
 * Turns two-factor on or off for the user the tab shows (`user_id`, so a stale tab fails with 403): the
 * password is proven first (the server wants a check within the last five minutes), then the setting
 * changes and the profile is fetched anew.
 */
export function useChangeTwoFactor(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ password, value }: { password: string; value: boolean }) => {
      await sendEncrypted(async () =>
        api.call('usersCheckPassword', { user_id: userId, password: await encryptPassword(password) }),
      );
      return api.call('usersChangeTwoFactor', { user_id: userId, value });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
    ...shownInForm,
  });
}
