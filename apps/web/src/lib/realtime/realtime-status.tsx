import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REALTIME_MESSAGE_KEYS } from './realtime-message-keys.ts';
import { tabConnection } from './tab-connection.ts';
import { useRealtimeState } from './use-realtime-state.ts';

/**
 * The tab socket's trouble, for pages that show live progress: a polite "Reconnecting…" while it tries
 * again, and an alert with Retry once it has given up. Nothing while all is well.
 */
export function RealtimeStatus({ showConnecting = false }: { showConnecting?: boolean }) {
  const { t } = useTranslation();
  const state = useRealtimeState();
  if (state.status === 'reconnecting' || (showConnecting && state.status === 'connecting')) {
    return (
      <Alert
        color="yellow"
        variant="light"
        role="status"
        icon={<Loader size={16} />}
        data-testid="realtime-status"
      >
        {state.status === 'reconnecting'
          ? t('common:realtime.reconnecting')
          : t('common:realtime.connecting')}
      </Alert>
    );
  }
  if (state.status !== 'failed') return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconPlugConnectedX size={18} />}
      title={t('common:realtime.serverError')}
      data-testid="realtime-status"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(state.failure?.messageKey ?? REALTIME_MESSAGE_KEYS.maxAttempts)}</Text>
        <Button size="xs" variant="light" onClick={() => tabConnection().retry()}>
          {t('common:actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
