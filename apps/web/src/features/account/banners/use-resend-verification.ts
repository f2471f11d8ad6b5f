import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error.ts';
import { api } from '../../../lib/api/client.ts';
import { describeApiError } from '../../../lib/api/describe-api-error.ts';
import { profileQueryKey } from '../session/use-profile.ts';

/** POST activate-email-request for the signed-in user; says how it went in a notification. */
export function useResendVerification(email: string | undefined) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('usersActivateEmailRequest', { email }),
    onSuccess: () =>
      notifications.show({ color: 'teal', title: t('banner.title'), message: t('banner.sent') }),
    onError: (error) => {
      // Verified meanwhile (another tab, another device): refresh, and the banner goes away.
      if (error instanceof ApiError && error.code === 'already_verified') {
        void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      }
      notifications.show({ color: 'red', title: t('banner.title'), message: describeApiError(error, t) });
    },
  });
}
