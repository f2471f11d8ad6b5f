import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';

/** A step page reached without a usable order (no id, not found, another user's): say so, offer step 1. */
export function InvalidApproach({ message }: { message?: string }) {
  const { t } = useTranslation('references');
  const lp = useLocalePath();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={t('errors.invalidApproach')}
      role="alert"
      data-testid="invalid-approach"
    >
      <Stack gap="xs" align="flex-start">
        {message && <Text fz="sm">{message}</Text>}
        <Anchor component={Link} to={lp('/reference')} fw={600} fz="sm">
          {t('validate.startOver')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
