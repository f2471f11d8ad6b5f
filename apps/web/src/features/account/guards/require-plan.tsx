import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../../../app/layout/page-loader.tsx';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { answerOf } from './answer-of.ts';
import { planDecision } from './guard-decisions.ts';
import { GuardError } from './guard-error.tsx';
import { usePlanPermission } from './use-plan-permission.ts';

/** Services need a permitted plan (spec §4); the server decides, the billing issue fills the rule in. */
export function RequirePlan() {
  const lp = useLocalePath();
  const permission = usePlanPermission();
  const decision = planDecision(answerOf(permission, true));
  if (decision === 'allow') return <Outlet />;
  if (decision === 'plans') return <Navigate to={lp('/users/plan')} replace />;
  if (decision === 'error')
    return <GuardError error={permission.error} onRetry={() => void permission.refetch()} />;
  return <PageLoader />;
}
