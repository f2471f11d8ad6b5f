import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describe-api-error.ts';

/**
 * What an admin list shows instead of rows: skeleton lines while it loads, the error with a retry, or a
 * sentence when there is nothing. Returns null once there are rows to show.
 */
export function ListState({
  loading,
  error,
  empty,
  emptyText,
  onRetry,
  testId,
}: {
  loading: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
  testId: string;
}) {
  const { t } = useTranslation('admin');
  if (error) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={t('list.loadError')}
        role="alert"
        data-testid={`${testId}-error`}
      >
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">{describeApiError(error, t)}</Text>
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('list.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (loading) {
    return (
      <Stack
        gap="xs"
        data-testid={`${testId}-loading`}
        role="status"
        aria-busy="true"
        aria-label={t('list.loading')}
      >
        <Skeleton h={36} />
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    );
  }
  if (empty) {
    return (
      <Paper withBorder radius="md" p="lg" data-testid={`${testId}-empty`}>
        <Text c="dimmed" ta="center">
          {emptyText}
        </Text>
      </Paper>
    );
  }
  return null;
}
