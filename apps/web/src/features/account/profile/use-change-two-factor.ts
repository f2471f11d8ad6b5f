import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { encryptPassword } from '../../../lib/crypto/encrypt-password.ts';
import { profileQueryKey } from '../session/use-profile.ts';

/**
 * Turns two-factor on or off: the password is proven first (the server wants a check within the last
 * five minutes), then the setting changes and the profile is fetched anew.
 */
export function useChangeTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ password, value }: { password: string; value: boolean }) => {
      await api.call('usersCheckPassword', { password: await encryptPassword(password) });
      return api.call('usersChangeTwoFactor', { value });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
    onError: () => undefined,
  });
}
