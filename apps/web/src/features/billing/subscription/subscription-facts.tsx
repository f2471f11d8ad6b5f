import type { SubscriptionResponse } from '@galley/contracts';
import { Badge, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { formatBillingDate, formatMoney } from '../shared/billing-format.ts';
import type { ShownStatus } from './subscription-view.ts';

const STATUS_COLORS: Record<ShownStatus, string> = {
  trialing: 'blue',
  active: 'teal',
  cancelling: 'orange',
  cancelled: 'gray',
  expired: 'gray',
  past_due: 'red',
};

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" fw={600} tt="uppercase" lts={0.4}>
        {label}
      </Text>
      <Text component="div" fw={500} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

/** Plan, status, cycle and price, period and next billing (or when access ends, or the trial ends). */
export function SubscriptionFacts({
  subscription: s,
  status,
}: {
  subscription: SubscriptionResponse;
  status: ShownStatus;
}) {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  const date = (iso: string | null) => formatBillingDate(iso, locale) || t('subscription.none');
  const price = s.price ? formatMoney(s.price.amount_minor, s.price.currency, locale) : null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="md">
      <Fact label={t('subscription.plan')} testId="subscription-plan">
        {t(`planNames.${s.plan}`)}
      </Fact>
      <Fact label={t('subscription.status')} testId="subscription-status">
        <Badge color={STATUS_COLORS[status]} variant="light" data-status={status}>
          {t(`status.${status}`)}
        </Badge>
      </Fact>
      {s.billing_cycle && (
        <Fact label={t('subscription.cycle')} testId="subscription-cycle">
          {price ? t(`subscription.pricePer.${s.billing_cycle}`, { price }) : t(`plans.${s.billing_cycle}`)}
        </Fact>
      )}
      {s.start_date && (
        <Fact label={t('subscription.since')} testId="subscription-since">
          {date(s.start_date)}
        </Fact>
      )}
      {status === 'trialing' && s.trial_end_date && (
        <Fact label={t('subscription.trialEnds')} testId="subscription-trial-end">
          {date(s.trial_end_date)}
        </Fact>
      )}
      {s.continue_subscription_required ? (
        <Fact label={t('subscription.nextBilling')} testId="subscription-next-billing">
          {t('subscription.noAutoRenewal')}
        </Fact>
      ) : s.cancel_effective_date ? (
        <Fact label={t('subscription.accessUntil')} testId="subscription-access-until">
          {date(s.cancel_effective_date)}
        </Fact>
      ) : (
        s.next_billing_date && (
          <Fact label={t('subscription.nextBilling')} testId="subscription-next-billing">
            {date(s.next_billing_date)}
          </Fact>
        )
      )}
    </SimpleGrid>
  );
}
