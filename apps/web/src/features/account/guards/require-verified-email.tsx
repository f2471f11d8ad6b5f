import { Outlet } from 'react-router';
import { PageLoader } from '../../../app/layout/page-loader.tsx';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { useProfile } from '../session/use-profile.ts';
import { answerOf } from './answer-of.ts';
import { verifiedDecision } from './guard-decisions.ts';
import { GuardError } from './guard-error.tsx';
import { GuardRedirect } from './guard-redirect.tsx';

/** The manuscript area needs a verified email (spec §2); place it inside RequireLogin. */
export function RequireVerifiedEmail() {
  const lp = useLocalePath();
  const profile = useProfile({ enabled: true, fresh: true });
  const decision = verifiedDecision(answerOf(profile, true));
  if (decision === 'allow') return <Outlet />;
  if (decision === 'home')
    return <GuardRedirect to={lp('/')} messageKey="common:errors.email_not_verified" />;
  if (decision === 'error')
    return <GuardError error={profile.error} onRetry={() => void profile.refetch()} />;
  return <PageLoader />;
}
