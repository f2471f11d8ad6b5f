import type { SubscriptionResponse } from '@galley/contracts';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { formatBillingDate } from '../shared/billing-format.ts';
import { openManagementUrl } from '../shared/open-management-url.ts';

/**
 * The Korean rule (spec §4): the trial does not renew by itself; the user consents with Paddle through
 * the portal's continue-subscription link (fetched on click, never cached).
 */
export function ContinueSubscriptionBanner({ subscription }: { subscription: SubscriptionResponse }) {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  const [opening, setOpening] = useState(false);
  const [failed, setFailed] = useState(false);
  const date = formatBillingDate(subscription.trial_end_date, locale);
  const open = async () => {
    setOpening(true);
    setFailed(false);
    const opened = await openManagementUrl('continue_subscription').catch(() => false);
    setFailed(!opened);
    setOpening(false);
  };
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={t('continue.title')}
      data-testid="continue-subscription-banner"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fz="sm">{date ? t('continue.body', { date }) : t('continue.bodyNoDate')}</Text>
        <Button
          size="xs"
          color="orange"
          loading={opening}
          onClick={() => void open()}
          data-testid="continue-subscription"
        >
          {t('continue.button')}
        </Button>
      </Group>
      {failed && (
        <Text fz="sm" c="red.8" mt="xs" role="alert">
          {t('errors.loadManagement')}
        </Text>
      )}
    </Alert>
  );
}
