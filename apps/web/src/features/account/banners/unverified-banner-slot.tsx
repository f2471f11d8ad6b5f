import { lazy } from 'react';
import { LazySlot } from '../../../components/lazy-slot.tsx';
import { useSession } from '../session/use-session.ts';
import { useStoredAccount } from '../session/use-stored-account.ts';

const UnverifiedBanner = lazy(async () => ({
  default: (await import('./unverified-banner.tsx')).UnverifiedBanner,
}));

/** The banner's code (resend, its notifications) loads only for a signed-in user whose email is unverified. */
export function UnverifiedBannerSlot() {
  const account = useStoredAccount();
  const session = useSession();
  if (session.data?.valid !== true || !account || account.user.is_email_verified) return null;
  return (
    <LazySlot>
      <UnverifiedBanner />
    </LazySlot>
  );
}
