import { Box, Button, Container, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailExclamation } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error.ts';
import { api } from '../../../lib/api/client.ts';
import { describeApiError } from '../../../lib/api/describe-api-error.ts';
import { profileQueryKey } from '../session/use-profile.ts';
import { useSession } from '../session/use-session.ts';
import { useStoredAccount } from '../session/use-stored-account.ts';

/** Spec §2: on every page while the signed-in user's email is unverified, with Resend. */
export function UnverifiedBanner() {
  const { t } = useTranslation('account');
  const account = useStoredAccount();
  const session = useSession();
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: () => api.call('usersActivateEmailRequest', { email: account?.user.email }),
    onSuccess: () =>
      notifications.show({ color: 'teal', title: t('banner.title'), message: t('banner.sent') }),
    onError: (error) => {
      // Verified meanwhile (another tab, another device): refresh, and the banner goes away.
      if (error instanceof ApiError && error.code === 'already_verified') {
        void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      }
      notifications.show({ color: 'red', title: t('banner.title'), message: describeApiError(error, t) });
    },
  });

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
