import type { SubscriptionResponse } from '@galley/contracts';
import { useEffect } from 'react';
import { readStoredAccount, storeAccount } from '../../account/session/account-store.ts';

/**
 * Keeps the locally stored plan type (spec §3: what the plan guard and the navbar read) equal to the plan
 * in force, so a new subscription opens the converters without a new login.
 */
export function usePlanTypeSync(subscription: SubscriptionResponse | undefined): void {
  const planInForce = subscription?.plan_in_force;
  useEffect(() => {
    const account = readStoredAccount();
    if (planInForce && account && account.planType !== planInForce) storeAccount(account.user, planInForce);
  }, [planInForce]);
}
