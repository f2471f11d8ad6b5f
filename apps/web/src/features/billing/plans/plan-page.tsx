import type { BillingCycle, Plan } from '@galley/contracts';
import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlans } from '../../public/pricing/use-plans.ts';
import type { BillingProblem } from '../shared/billing-problem.ts';
import { BillingProblemAlert } from '../shared/refusal-alert.tsx';
import { usePlanTypeSync } from '../shared/use-plan-type-sync.ts';
import { useSubscription } from '../shared/use-subscription.ts';
import { DowngradeModal } from './downgrade-modal.tsx';
import { PlanChoiceCard } from './plan-choice-card.tsx';
import { UpgradeModal } from './upgrade-modal.tsx';

export interface PlanChange {
  kind: 'upgrade' | 'downgrade';
  plan: Plan;
  cycle: BillingCycle;
  priceId: string;
}

/** `/users/plan` (user.plans): the plans to subscribe to or change to, monthly or yearly (spec §2, §4). */
export function PlanPage() {
  const { t } = useTranslation('billing');
  useDocumentTitle(t('common:documentTitle', { page: t('plans.documentTitle') }));
  const plans = usePlans();
  const subscription = useSubscription();
  usePlanTypeSync(subscription.data);
  const [cycle, setCycle] = useState<BillingCycle>(subscription.data?.billing_cycle ?? 'monthly');
  const [change, setChange] = useState<PlanChange | null>(null);
  const [problem, setProblem] = useState<BillingProblem | null>(null);
  const failed = plans.isError || subscription.isError;

  return (
    <Container size="lg" py={{ base: 32, sm: 56 }} data-testid="plan-page">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            {t('plans.title')}
          </Title>
          <Text c="dimmed">{t('plans.subtitle')}</Text>
        </Stack>
        {subscription.data && (
          <Group gap="xs">
            <Text c="dimmed">{t('plans.currentLabel')}</Text>
            <Badge size="lg" variant="light" data-testid="plan-current">
              {t(`planNames.${subscription.data.plan_in_force}`)}
            </Badge>
            {subscription.data.status === 'trialing' && (
              <Badge size="lg" variant="light" color="blue" data-testid="plan-current-status">
                {t('status.trialing')}
              </Badge>
            )}
          </Group>
        )}
        <SegmentedControl
          value={cycle}
          onChange={(value) => setCycle(value === 'yearly' ? 'yearly' : 'monthly')}
          data={[
            { value: 'monthly', label: t('plans.monthly') },
            { value: 'yearly', label: t('plans.yearly') },
          ]}
          aria-label={t('plans.cycleLabel')}
          w={{ base: '100%', xs: 280 }}
          data-testid="plan-cycle"
        />
        {problem && <BillingProblemAlert problem={problem} onClose={() => setProblem(null)} />}
        {failed && (
          <Alert
            color="red"
            variant="light"
            title={t(plans.isError ? 'errors.loadPlans' : 'errors.loadSubscription')}
          >
            <Button
              variant="light"
              color="red"
              size="xs"
              onClick={() => void (plans.isError ? plans.refetch() : subscription.refetch())}
            >
              {t('common:actions.retry')}
            </Button>
          </Alert>
        )}
        {!failed && (!plans.data || !subscription.data) && <Skeleton h={420} radius="lg" />}
        {plans.data && subscription.data && (
          <SimpleGrid cols={{ base: 1, sm: 2, md: Math.min(plans.data.plans.length, 3) }} spacing="lg">
            {plans.data.plans
              .filter((plan) => plan.sale !== 'contact-sales')
              .map((plan) => (
                <PlanChoiceCard
                  key={plan.id}
                  plan={plan}
                  plans={plans.data.plans}
                  cycle={cycle}
                  currency={plans.data.currency}
                  subscription={subscription.data}
                  onChange={(next) => {
                    setProblem(null);
                    setChange(next);
                  }}
                  onProblem={setProblem}
                />
              ))}
          </SimpleGrid>
        )}
        {plans.data?.taxInclusive && (
          <Text fz="sm" c="dimmed">
            {t('plans.taxIncluded')}
          </Text>
        )}
      </Stack>
      {change?.kind === 'upgrade' && (
        <UpgradeModal change={change} onClose={() => setChange(null)} onProblem={setProblem} />
      )}
      {change?.kind === 'downgrade' && subscription.data && (
        <DowngradeModal
          change={change}
          subscription={subscription.data}
          onClose={() => setChange(null)}
          onProblem={setProblem}
        />
      )}
    </Container>
  );
}
