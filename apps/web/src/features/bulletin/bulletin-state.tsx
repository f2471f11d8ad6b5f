import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../lib/api/describe-api-error.ts';

/** The bulletin while it loads, when it fails (with a retry), or when no notice is published. */
export function BulletinState({
  loading,
  error,
  empty,
  onRetry,
}: {
  loading: boolean;
  error: unknown;
  empty: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('bulletin');
  if (error)
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={t('loadError')}
        role="alert"
        data-testid="bulletin-error"
      >
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">{describeApiError(error, t)}</Text>
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  if (loading)
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t('loading')} data-testid="bulletin-loading">
        <Skeleton h={120} radius="lg" />
        <Skeleton h={120} radius="lg" />
      </Stack>
    );
  if (empty)
    return (
      <Paper withBorder radius="lg" p="lg" data-testid="bulletin-empty">
        <Text c="dimmed" ta="center">
          {t('empty')}
        </Text>
      </Paper>
    );
  return null;
}
