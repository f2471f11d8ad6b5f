import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec §8: 'An error occurred during validation. Please try again later.' with the detail, and Retry. */
export function ValidationFailure({
  detail,
  busy,
  onRetry,
}: {
  detail: string | null;
  busy: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('references');
  return (
    <Alert
      color="red"
      variant="light"
      title={t('errors.validationFailed')}
      role="alert"
      data-testid="validation-failure"
    >
      <Stack gap="xs" align="flex-start">
        {detail && <Text fz="sm">{detail}</Text>}
        <Button
          size="xs"
          color="red"
          variant="light"
          leftSection={<IconRefresh size={14} />}
          loading={busy}
          onClick={onRetry}
        >
          {t('common:actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
