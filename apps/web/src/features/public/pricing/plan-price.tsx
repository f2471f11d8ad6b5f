import type { BillingCycle, Plan } from '@galley/contracts';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/locale/use-locale.ts';
import {
  formatMinorAmount,
  isFreePlan,
  monthlyEquivalentMinor,
  yearlySavingPercent,
} from './price-format.ts';

interface PlanPriceProps {
  plan: Plan;
  cycle: BillingCycle;
  currency: string;
}

/** The amount for the chosen cycle; yearly also shows its monthly equivalent and the saving. */
export function PlanPrice({ plan, cycle, currency }: PlanPriceProps) {
  const { t } = useTranslation('pricing');
  const locale = useLocale();
  const { prices } = plan;

  if (isFreePlan(plan)) {
    return (
      <Text fz={40} fw={800} lh={1.2} mih={72} data-testid="plan-price">
        {t('plan.free')}
      </Text>
    );
  }
  if (prices === null) {
    return (
      <Text fz={32} fw={800} lh={1.2} mih={72} data-testid="plan-price">
        {t('plan.customPrice')}
      </Text>
    );
  }
  const price = prices[cycle];
  const saving = yearlySavingPercent(prices);
  return (
    <Stack gap={4} mih={72}>
      <Group gap={6} align="baseline" wrap="nowrap">
        <Text fz={40} fw={800} lh={1.2} lts={-0.5} data-testid="plan-price">
          {formatMinorAmount(price.amountMinor, currency, locale)}
        </Text>
        <Text c="dimmed" fz="sm">
          {t(cycle === 'monthly' ? 'plan.perMonth' : 'plan.perYear')}
        </Text>
      </Group>
      {cycle === 'yearly' ? (
        <Group gap={6}>
          <Text fz="xs" c="dimmed">
            {t('plan.billedYearly', {
              amount: formatMinorAmount(monthlyEquivalentMinor(price), currency, locale),
            })}
          </Text>
          {saving !== null && (
            <Badge size="sm" variant="light" color="teal" bg="teal.0" c="teal.9">
              {t('plan.yearlySaving', { percent: saving })}
            </Badge>
          )}
        </Group>
      ) : (
        saving !== null && (
          <Text fz="xs" c="dimmed">
            {t('plan.yearlySaving', { percent: saving })}
          </Text>
        )
      )}
    </Stack>
  );
}
