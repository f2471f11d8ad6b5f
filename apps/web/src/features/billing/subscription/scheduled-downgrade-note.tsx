import type { ScheduledDowngrade } from '@galley/contracts';
import { Alert, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { api } from '../../../lib/api/client.ts';
import { formatBillingDate } from '../shared/billing-format.ts';
import { useSubscriptionChange } from '../shared/use-subscription-change.ts';

/** A downgrade waiting for the period end, with the button that cancels it (DELETE /scheduled-change/). */
export function ScheduledDowngradeNote({ downgrade }: { downgrade: ScheduledDowngrade }) {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  const cancel = useSubscriptionChange(() => api.call('paymentsScheduledChange'));
  return (
    <Alert color="blue" variant="light" title={t('scheduled.title')} data-testid="scheduled-downgrade">
      {t('scheduled.body', {
        plan: t(`planNames.${downgrade.plan}`),
        cycle: t(`plans.${downgrade.billing_cycle}`),
        date: formatBillingDate(downgrade.effective_at, locale),
      })}{' '}
      <Button
        variant="light"
        size="xs"
        mt="xs"
        loading={cancel.isPending}
        onClick={() =>
          cancel.mutate(undefined, {
            onSuccess: () =>
              notifications.show({
                closeButtonProps: { 'aria-label': t('common:actions.close') },
                color: 'teal',
                message: t('scheduled.cancelled'),
              }),
            onError: () =>
              notifications.show({
                closeButtonProps: { 'aria-label': t('common:actions.close') },
                color: 'red',
                title: t('notifications.errorTitle'),
                message: t('errors.cancelScheduled'),
              }),
          })
        }
        data-testid="scheduled-downgrade-cancel"
      >
        {t('scheduled.cancel')}
      </Button>
    </Alert>
  );
}
