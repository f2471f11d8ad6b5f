import { Alert, Button, Container } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describe-api-error.ts';

/** A guard could not ask the server (offline, 5xx): say so and offer to try again, never log out. */
export function GuardError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <Alert color="red" variant="light" title={describeApiError(error, t)} data-testid="guard-error">
        <Button variant="light" color="red" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </Alert>
    </Container>
  );
}
