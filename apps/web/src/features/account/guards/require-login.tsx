import { Fragment } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../../app/layout/page-loader.tsx';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { loginHref } from '../login/use-login-modal.ts';
import { isLeaving } from '../session/leaving.ts';
import { sessionEventForCheck } from '../session/session-events.ts';
import { useSession } from '../session/use-session.ts';
import { useStoredAccount } from '../session/use-stored-account.ts';
import { answerOf } from './answer-of.ts';
import { loginDecision } from './guard-decisions.ts';
import { GuardError } from './guard-error.tsx';

/**
 * Pages for signed-in users. The session is checked with the server on every visit (spec §2: users
 * pages need a session check); without one the visitor goes home with the login modal open and comes
 * back here after logging in. Everything below starts over when the stored user changes (another tab
 * logged out or in as someone else), so no page keeps one user's data or form under another's session.
 */
export function RequireLogin() {
  const lp = useLocalePath();
  const location = useLocation();
  const session = useSession({ fresh: true });
  const account = useStoredAccount();
  const decision = loginDecision(answerOf(session, true));
  if (decision === 'allow') {
    return (
      <Fragment key={account?.user.id ?? 'nobody'}>
        <Outlet />
      </Fragment>
    );
  }
  // A session the server says has died (expired, ended elsewhere, disabled) while a user is stored:
  // the session watcher takes them home with a notice, so the guard only waits.
  const diedUnderUser = session.data && sessionEventForCheck(session.data) !== null && account !== null;
  if (decision === 'login' && !isLeaving() && !diedUnderUser) {
    return <Navigate to={loginHref(lp('/'), `${location.pathname}${location.search}`)} replace />;
  }
  if (decision === 'error')
    return <GuardError error={session.error} onRetry={() => void session.refetch()} />;
  return <PageLoader />;
}
