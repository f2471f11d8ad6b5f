import { lazy } from 'react';
import { useLocation } from 'react-router';
import { LazySlot } from '../../../components/lazy-slot.tsx';
import { useSession } from '../../account/session/use-session.ts';
import { useStoredAccount } from '../../account/session/use-stored-account.ts';

const ContinueSubscriptionNotice = lazy(async () => ({
  default: (await import('./continue-subscription-notice.tsx')).ContinueSubscriptionNotice,
}));

/**
 * App-wide under the navbar (Korean rule): only a signed-in user on a paid plan loads the notice's code,
 * which asks for the subscription; the subscription tab and the payment page show the banner themselves.
 */
export function ContinueSubscriptionSlot() {
  const account = useStoredAccount();
  const session = useSession();
  const { pathname, search } = useLocation();
  const paid = session.data?.valid === true && account?.planType !== undefined && account.planType !== 'free';
  const ownBanner =
    pathname.endsWith('/users/payment') ||
    (pathname.endsWith('/users/profile') && search.includes('tab=subscription'));
  if (!paid || ownBanner) return null;
  return (
    <LazySlot>
      <ContinueSubscriptionNotice />
    </LazySlot>
  );
}
