import { Box, Button, Group, Stack } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazySlot } from '../../components/lazy-slot.tsx';
import { useLoginModal } from '../../features/account/login/use-login-modal.ts';
import { useSession } from '../../features/account/session/use-session.ts';
import { useStoredAccount } from '../../features/account/session/use-stored-account.ts';
import { useLocalePath } from '../locale/use-locale-path.ts';

// Only signed-in visitors see the menu: its code (avatar, logout) stays out of everyone else's download.
const UserMenu = lazy(async () => ({
  default: (await import('../../features/account/menu/user-menu.tsx')).UserMenu,
}));

/**
 * Log in and sign up while signed out; the user menu once the session is valid — and, while the check
 * is still on its way, whenever a user is stored, so a signed-in reload does not flash "Log in".
 */
export function AccountActions({
  stacked = false,
  onNavigate,
}: {
  stacked?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const session = useSession();
  const login = useLoginModal();
  const account = useStoredAccount();
  const signedIn = session.data ? session.data.valid : account !== null;

  if (signedIn) {
    return (
      // Holds the avatar's place while the menu's chunk arrives, so the header does not shift.
      <LazySlot fallback={stacked ? null : <Box w={56} h={40} />}>
        <UserMenu stacked={stacked} onNavigate={onNavigate} />
      </LazySlot>
    );
  }

  const Container = stacked ? Stack : Group;
  return (
    <Container gap="xs" wrap="nowrap">
      <Button
        component={Link}
        to={login.href}
        variant="default"
        fullWidth={stacked}
        onClick={onNavigate}
        data-testid="nav-login"
      >
        {t('nav.logIn')}
      </Button>
      <Button
        component={Link}
        to={lp('/register')}
        fullWidth={stacked}
        onClick={onNavigate}
        data-testid="nav-signup"
      >
        {t('nav.signUp')}
      </Button>
    </Container>
  );
}
