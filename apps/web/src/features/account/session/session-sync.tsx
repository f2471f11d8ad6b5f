import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { api } from '../../../lib/api/client.ts';
import { loginHref } from '../login/use-login-modal.ts';
import { beginLeaving, endLeaving } from './leaving.ts';
import { sessionEndTarget } from './session-end-target.ts';
import { type SessionEndCode, sessionEventFor, sessionEventForCheck } from './session-events.ts';
import { useAccountSession } from './use-account-session.ts';
import { useOtherTabAccount } from './use-other-tab-account.ts';
import { useProfile } from './use-profile.ts';
import { useSession } from './use-session.ts';
import { useStoredAccount } from './use-stored-account.ts';

/**
 * Keeps the local picture of the session true to the server (rendered once, in the layout):
 * - 460/461/462 from any call clear the user, plan type and CSRF token with a notice, and leave a
 *   protected page for home;
 * - a 401 from an authenticated call, or a failed session check while a user is stored, clears the
 *   user and opens the login modal, continuing to the current page after login;
 * - another tab logging out or in as someone else drops this tab's answers of the previous user;
 * - while the session is valid, the profile call refreshes the stored user.
 */
export function SessionSync() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const lp = useLocalePath();
  const account = useStoredAccount();
  const session = useSession();
  const { signedOut } = useAccountSession();
  useProfile({ enabled: session.data?.valid === true });
  useOtherTabAccount();

  // A navigation home after the session ended has settled: guards may act normally again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new location is the settle signal.
  useEffect(() => endLeaving(), [location.key]);

  // The listener outlives renders; it reads the latest location and helpers through a ref.
  const latest = useRef({ location, lp, t, navigate, signedOut });
  latest.current = { location, lp, t, navigate, signedOut };

  // Spec §4: 460/461/462 clear the user, plan type and CSRF token and go home with a notice.
  const endSession = useCallback((code: SessionEndCode) => {
    const { location: here, lp: localePath, t: translate, navigate: go, signedOut: forget } = latest.current;
    notifications.show({
      id: 'session-ended',
      color: 'orange',
      title: translate('common:session.endedTitle'),
      message: translate(`common:errors.${code}`),
    });
    // A public page, a mailed link or the code page stays: only the local state was stale.
    if (sessionEndTarget(here.pathname) === 'stay') return forget();
    beginLeaving();
    // Home first, then forget: a guarded page still mounted would otherwise open the login modal.
    void Promise.resolve(go(localePath('/'), { replace: true })).then(forget);
  }, []);

  useEffect(
    () =>
      api.onError((error, endpointName) => {
        const event = sessionEventFor(error, endpointName);
        if (!event) return;
        if (event.type === 'ended') return endSession(event.code);
        const { location: here, lp: localePath, navigate: go, signedOut: forget } = latest.current;
        forget();
        void go(loginHref(localePath('/'), `${here.pathname}${here.search}`), { replace: true });
      }),
    [endSession],
  );

  const sessionInvalid = session.data?.valid === false;
  const checkEvent = session.data ? sessionEventForCheck(session.data) : null;
  const endedCode = checkEvent?.type === 'ended' ? checkEvent.code : null;
  useEffect(() => {
    if (!sessionInvalid || account === null) return;
    // The check says the session died (expired, ended elsewhere, disabled): as a 460–462 would.
    if (endedCode) return endSession(endedCode);
    // Spec §4: a failed session check clears the local user and opens the login modal.
    signedOut();
    const here = latest.current.location;
    void navigate(loginHref(lp('/'), `${here.pathname}${here.search}`), { replace: true });
  }, [sessionInvalid, account, endedCode, endSession, signedOut, navigate, lp]);

  return null;
}
