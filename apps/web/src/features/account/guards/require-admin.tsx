import { Outlet } from 'react-router';
import { PageLoader } from '../../../app/layout/page-loader.tsx';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { useProfile } from '../session/use-profile.ts';
import { answerOf } from './answer-of.ts';
import { adminDecision } from './guard-decisions.ts';
import { GuardError } from './guard-error.tsx';
import { GuardRedirect } from './guard-redirect.tsx';

/** Admin routes: staff or superuser (spec §6); place it inside RequireLogin. */
export function RequireAdmin() {
  const lp = useLocalePath();
  const profile = useProfile({ enabled: true, fresh: true });
  const decision = adminDecision(answerOf(profile, true));
  if (decision === 'allow') return <Outlet />;
  if (decision === 'home') return <GuardRedirect to={lp('/')} messageKey="account:guards.notAuthorized" />;
  if (decision === 'error')
    return <GuardError error={profile.error} onRetry={() => void profile.refetch()} />;
  return <PageLoader />;
}
