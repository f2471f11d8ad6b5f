import type { BillingCycle } from '@galley/contracts';
import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describe-api-error.ts';
import { useSiteConfig } from '../../site/use-site-config.ts';
import { EnterpriseCard } from './enterprise-card.tsx';
import { PlanCard } from './plan-card.tsx';
import { bestYearlySaving } from './price-format.ts';
import { PricingFaq } from './pricing-faq.tsx';
import { PricingSkeleton } from './pricing-skeleton.tsx';
import { usePlans } from './use-plans.ts';

/** Plans for visitors and users alike (spec §2): no account needed, monthly or yearly, tax shown. */
export function PricingPage() {
  const { t } = useTranslation(['pricing', 'common']);
  const plans = usePlans();
  const { data: siteConfig } = useSiteConfig();
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  useDocumentTitle(t('common:documentTitle', { page: t('documentTitle') }));

  const trialDays = plans.data?.trialDays ?? 0;
  const saving = plans.data ? bestYearlySaving(plans.data.plans) : null;
  const contactEmail = siteConfig?.contactEmail ?? null;
  const columns = Math.min(Math.max(plans.data?.plans.length ?? 3, 1), 4);

  return (
    <Box
      py={{ base: 48, md: 80 }}
      style={{
        background: 'linear-gradient(180deg, var(--mantine-color-ink-0) 0, var(--mantine-color-body) 420px)',
      }}
      data-testid="pricing-page"
    >
      <Container size="xl">
        <Stack align="center" ta="center" gap="md" mb={48}>
          <Badge variant="light" size="lg" radius="sm">
            {t('hero.eyebrow')}
          </Badge>
          <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.15} maw={760}>
            {t('hero.title')}
          </Title>
          <Text c="dimmed" fz={{ base: 'md', sm: 'lg' }} maw={680}>
            {trialDays > 0 ? t('hero.subtitle', { days: trialDays }) : t('hero.subtitleNoTrial')}
          </Text>
          <Group gap="sm" mt="md" justify="center">
            <SegmentedControl
              value={cycle}
              onChange={(value) => setCycle(value === 'yearly' ? 'yearly' : 'monthly')}
              radius="xl"
              size="md"
              aria-label={t('cycle.label')}
              data={[
                { value: 'monthly', label: t('cycle.monthly') },
                { value: 'yearly', label: t('cycle.yearly') },
              ]}
              data-testid="billing-cycle"
            />
            {saving !== null && (
              <Badge color="teal" variant="light" size="lg" bg="teal.0" c="teal.9">
                {t('cycle.saveUpTo', { percent: saving })}
              </Badge>
            )}
          </Group>
          {plans.data && (
            <Text fz="sm" c="dimmed" data-testid="tax-note">
              {plans.data.taxInclusive ? t('tax.included') : t('tax.excluded')}
            </Text>
          )}
        </Stack>

        {plans.isPending && <PricingSkeleton />}
        {plans.isError && (
          <Alert
            color="red"
            variant="light"
            radius="md"
            icon={<IconAlertCircle />}
            title={t('error.title')}
            maw={640}
            mx="auto"
            data-testid="pricing-error"
          >
            <Stack gap="sm" align="flex-start">
              <Text fz="sm">{describeApiError(plans.error, t)}</Text>
              <Button
                size="xs"
                variant="white"
                color="red"
                leftSection={<IconRefresh size={14} />}
                loading={plans.isFetching}
                onClick={() => void plans.refetch()}
              >
                {t('error.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {plans.data && (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: columns }}
            spacing="lg"
            verticalSpacing={32}
            data-testid="plan-grid"
          >
            {plans.data.plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                cycle={cycle}
                currency={plans.data.currency}
                trialDays={trialDays}
                contactEmail={contactEmail}
              />
            ))}
          </SimpleGrid>
        )}

        <Box mt={64}>
          <EnterpriseCard contactEmail={contactEmail} />
        </Box>
        <Box mt={80}>
          <PricingFaq trialDays={trialDays} />
        </Box>
      </Container>
    </Box>
  );
}
