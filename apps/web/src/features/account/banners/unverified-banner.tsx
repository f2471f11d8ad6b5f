import { Box, Button, Container, Group, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/use-session.ts';
import { useStoredAccount } from '../session/use-stored-account.ts';
import { useResendVerification } from './use-resend-verification.ts';

/** Spec §2: on every page while the signed-in user's email is unverified, with Resend. */
export function UnverifiedBanner() {
  const { t } = useTranslation('account');
  const account = useStoredAccount();
  const session = useSession();
  const resend = useResendVerification(account?.user.email);

  if (session.data?.valid !== true || !account || account.user.is_email_verified) return null;
  return (
    <Box
      bg="amber.0"
      py={8}
      style={{ borderBottom: '1px solid var(--mantine-color-amber-2)' }}
      data-testid="unverified-banner"
    >
      <Container size="xl">
        <Group justify="center" gap="sm" wrap="wrap">
          <IconMailExclamation size={18} color="var(--mantine-color-amber-8)" aria-hidden="true" />
          <Text fz="sm" fw={500}>
            {t('banner.message')}
          </Text>
          <Button
            size="compact-sm"
            variant="white"
            color="amber.8"
            loading={resend.isPending}
            onClick={() => resend.mutate()}
            data-testid="unverified-resend"
          >
            {t('banner.resend')}
          </Button>
        </Group>
      </Container>
    </Box>
  );
}
