import { Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { api } from '../../../lib/api/client.ts';
import { formatBillingDate, formatMoney } from '../shared/billing-format.ts';
import { type BillingProblem, planChangeProblem, previewProblem } from '../shared/billing-problem.ts';
import { useSubscriptionChange } from '../shared/use-subscription-change.ts';
import type { PlanChange } from './plan-page.tsx';

interface UpgradeModalProps {
  change: PlanChange;
  onClose(): void;
  onProblem(problem: BillingProblem): void;
}

/** Upgrade: Paddle's proration preview first (what is charged now), then the upgrade on confirmation. */
export function UpgradeModal({ change, onClose, onProblem }: UpgradeModalProps) {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  const preview = useQuery({
    queryKey: ['payments', 'upgrade-preview', change.priceId],
    queryFn: ({ signal }) => api.call('paymentsUpgradePreview', { price_id: change.priceId }, { signal }),
    // A preview is priced for this moment: never reused.
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
  const upgrade = useSubscriptionChange((priceId: string) =>
    api.call('paymentsUpgrade', { price_id: priceId }),
  );

  useEffect(() => {
    if (preview.isError) {
      onProblem(previewProblem(preview.error));
      onClose();
    }
  }, [preview.isError, preview.error, onProblem, onClose]);

  const confirm = () =>
    upgrade.mutate(change.priceId, {
      onSuccess: () => {
        notifications.show({
          closeButtonProps: { 'aria-label': t('common:actions.close') },
          color: 'teal',
          message: t('plans.upgraded', { plan: change.plan.name[locale] }),
        });
        onClose();
      },
      onError: (error) => {
        onProblem(planChangeProblem(error, 'upgrade'));
        onClose();
      },
    });

  const data = preview.data;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      opened
      onClose={onClose}
      title={t('upgrade.title', { plan: change.plan.name[locale] })}
      centered
    >
      <Stack gap="md" data-testid="upgrade-preview">
        {!data && <Skeleton h={72} />}
        {data && (
          <>
            <Text>
              {t(data.amount_due_minor < 0 ? 'upgrade.creditNow' : 'upgrade.dueNow')}{' '}
              <Text span fw={700} fz="lg" data-testid="upgrade-amount-due">
                {formatMoney(Math.abs(data.amount_due_minor), data.currency, locale)}
              </Text>
            </Text>
            {data.next_amount_minor !== null && data.next_billing_date && (
              <Text c="dimmed" fz="sm">
                {t('upgrade.next', {
                  amount: formatMoney(data.next_amount_minor, data.currency, locale),
                  date: formatBillingDate(data.next_billing_date, locale),
                })}
              </Text>
            )}
            <Text c="dimmed" fz="sm">
              {t('upgrade.immediately')}
            </Text>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.back')}
          </Button>
          <Button
            onClick={confirm}
            disabled={!data}
            loading={upgrade.isPending}
            data-testid="upgrade-confirm"
          >
            {t('upgrade.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
