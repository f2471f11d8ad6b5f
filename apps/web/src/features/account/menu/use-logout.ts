import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { api } from '../../../lib/api/client.ts';
import { beginLeaving } from '../session/leaving.ts';
import { useAccountSession } from '../session/use-account-session.ts';

/**
 * Logs out: the server ends the session, then this browser forgets the user and goes home. The local
 * part happens even when the call fails, so "Log out" always logs out here.
 */
export function useLogout() {
  const { signedOut } = useAccountSession();
  const navigate = useNavigate();
  const lp = useLocalePath();
  return useMutation({
    mutationFn: () => api.call('usersLogout', {}),
    onSettled: async () => {
      beginLeaving();
      await navigate(lp('/'), { replace: true });
      signedOut();
    },
  });
}
