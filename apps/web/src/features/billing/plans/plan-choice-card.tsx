import type { BillingCycle, Plan, SubscriptionResponse } from '@galley/contracts';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { PlanPrice } from '../../public/pricing/plan-price.tsx';
import { QuotaList } from '../../public/pricing/quota-list.tsx';
import type { BillingProblem } from '../shared/billing-problem.ts';
import { planOffer } from './plan-offer.ts';
import { PlanOfferButton } from './plan-offer-button.tsx';
import type { PlanChange } from './plan-page.tsx';

interface PlanChoiceCardProps {
  plan: Plan;
  plans: readonly Plan[];
  cycle: BillingCycle;
  currency: string;
  subscription: SubscriptionResponse;
  onChange(change: PlanChange): void;
  onProblem(problem: BillingProblem | null): void;
}

/** One plan on the plan page: price for the cycle (tax included), quotas, and what the user can do. */
export function PlanChoiceCard(props: PlanChoiceCardProps) {
  const { plan, plans, cycle, currency, subscription } = props;
  const { t } = useTranslation('billing');
  const locale = useLocale();
  const offer = planOffer(subscription, plans, plan, cycle);
  const current = offer === 'current';
  return (
    <Paper
      withBorder
      radius="lg"
      p="xl"
      shadow={current ? 'md' : 'xs'}
      data-testid={`plan-choice-${plan.id}`}
      data-offer={offer}
      style={current ? { borderColor: 'var(--mantine-color-ink-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="center" wrap="nowrap">
          <Title order={2} fz="xl">
            {plan.name[locale]}
          </Title>
          {current && (
            <Badge variant="filled" data-testid="plan-current-badge">
              {subscription.status === 'trialing' ? t('plans.currentTrial') : t('plans.current')}
            </Badge>
          )}
        </Group>
        <Text c="dimmed" fz="sm">
          {plan.description[locale]}
        </Text>
        <PlanPrice plan={plan} cycle={cycle} currency={currency} />
        <PlanOfferButton {...props} offer={offer} />
        <QuotaList quotas={plan.quotas} />
      </Stack>
    </Paper>
  );
}
