import { Alert, Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec §8: 'Failed to load user data.' — with Retry, since the next try may well work. */
export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <Alert color="red" variant="light" title={t('loadFailed')} data-testid="profile-load-error">
      <Button variant="light" color="red" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
        {t('common:actions.retry')}
      </Button>
    </Alert>
  );
}
