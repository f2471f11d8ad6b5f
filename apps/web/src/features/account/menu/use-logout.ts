import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { api } from '../../../lib/api/client.ts';
import { describeApiError } from '../../../lib/api/describe-api-error.ts';
import { forgetUserStorage } from '../../../lib/storage/safe-storage.ts';
import { beginLeaving } from '../session/leaving.ts';
import { useAccountSession } from '../session/use-account-session.ts';
import { logoutFailure } from './logout-failure.ts';

/**
 * Logs out: the server ends the session, then this browser forgets the user and goes home. The local
 * part waits for the server: a logout that failed leaves the user signed in and says so (spec §8).
 */
export function useLogout() {
  const { t } = useTranslation('account');
  const { signedOut } = useAccountSession();
  const navigate = useNavigate();
  const lp = useLocalePath();

  const leave = async () => {
    beginLeaving();
    // Signing out on purpose: what this tab kept for the user (a pasted list, result page choices) is not for whoever
    // comes next. A session that merely expired keeps it (tied to the user) for when they sign back in.
    forgetUserStorage('session');
    await navigate(lp('/'), { replace: true });
    signedOut();
  };

  return useMutation({
    // No user_id: whoever this cookie names is the one logging out, even if the stored copy is stale.
    mutationFn: () => api.call('usersLogout', {}),
    onSuccess: leave,
    onError: async (error) => {
      const outcome = logoutFailure(error);
      if (outcome === 'forget') return leave();
      if (outcome === 'ended') return;
      notifications.show({
        color: 'red',
        title: t('menu.logoutFailed'),
        message: describeApiError(error, t),
      });
    },
  });
}
