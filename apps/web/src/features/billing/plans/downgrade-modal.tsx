import type { SubscriptionResponse } from '@galley/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { api } from '../../../lib/api/client.ts';
import { formatBillingDate } from '../shared/billing-format.ts';
import { type BillingProblem, planChangeProblem } from '../shared/billing-problem.ts';
import { useSubscriptionChange } from '../shared/use-subscription-change.ts';
import type { PlanChange } from './plan-page.tsx';

interface DowngradeModalProps {
  change: PlanChange;
  subscription: SubscriptionResponse;
  onClose(): void;
  onProblem(problem: BillingProblem): void;
}

/** Downgrade: takes effect at the period end, until then it is scheduled and can be cancelled (spec §4). */
export function DowngradeModal({ change, subscription, onClose, onProblem }: DowngradeModalProps) {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  const downgrade = useSubscriptionChange((priceId: string) =>
    api.call('paymentsDowngrade', { price_id: priceId }),
  );
  const plan = change.plan.name[locale];
  const date = formatBillingDate(subscription.next_billing_date, locale);

  const confirm = () =>
    downgrade.mutate(change.priceId, {
      onSuccess: (next) => {
        const effective = formatBillingDate(next.scheduled_downgrade?.effective_at ?? null, locale);
        notifications.show({
          closeButtonProps: { 'aria-label': t('common:actions.close') },
          color: 'teal',
          message: t('downgrade.scheduled', { plan, date: effective }),
        });
        onClose();
      },
      onError: (error) => {
        onProblem(planChangeProblem(error, 'downgrade'));
        onClose();
      },
    });

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      opened
      onClose={onClose}
      title={t('downgrade.title', { plan })}
      centered
    >
      <Stack gap="md">
        <Text>
          {date ? t('downgrade.atPeriodEnd', { plan, date }) : t('downgrade.atPeriodEndNoDate', { plan })}
        </Text>
        <Text c="dimmed" fz="sm">
          {t('downgrade.cancellable')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.back')}
          </Button>
          <Button onClick={confirm} loading={downgrade.isPending} data-testid="downgrade-confirm">
            {t('downgrade.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
