import type { BillingCycle, Plan } from '@galley/contracts';
import { Badge, Button, Divider, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { mailtoHref } from '../../../lib/mailto-href.ts';
import { PlanPrice } from './plan-price.tsx';
import { isFreePlan } from './price-format.ts';
import { QuotaList } from './quota-list.tsx';

interface PlanCardProps {
  plan: Plan;
  cycle: BillingCycle;
  currency: string;
  trialDays: number;
  contactEmail: string | null;
}

function PlanAction({ plan, cycle, trialDays, contactEmail }: Omit<PlanCardProps, 'currency'>) {
  const { t } = useTranslation('pricing');
  const locale = useLocale();
  const lp = useLocalePath();
  const variant = plan.highlighted ? 'filled' : 'light';
  const common = { fullWidth: true, size: 'md', variant, 'data-testid': `plan-cta-${plan.id}` } as const;

  // Registration picks the plan up from the query once the accounts area handles it.
  const register = `${lp('/register')}?plan=${plan.id}&cycle=${cycle}`;
  if (isFreePlan(plan)) {
    return (
      <Button component={Link} to={register} {...common}>
        {t('cta.getStarted')}
      </Button>
    );
  }
  if (plan.sale === 'contact-sales' || plan.prices === null) {
    if (contactEmail === null) return null;
    return (
      <Button component="a" href={mailtoHref(contactEmail, t('enterprise.mailSubject'))} {...common}>
        {t('cta.contactSales')}
      </Button>
    );
  }
  return (
    <Button component={Link} to={register} {...common}>
      {trialDays > 0 ? t('cta.trial', { days: trialDays }) : t('cta.choose', { plan: plan.name[locale] })}
    </Button>
  );
}

export function PlanCard(props: PlanCardProps) {
  const { plan, cycle, currency } = props;
  const { t } = useTranslation('pricing');
  const locale = useLocale();
  return (
    <Paper
      withBorder
      radius="lg"
      p="xl"
      shadow={plan.highlighted ? 'lg' : 'xs'}
      pos="relative"
      data-testid={`plan-card-${plan.id}`}
      style={plan.highlighted ? { borderColor: 'var(--mantine-color-ink-6)', borderWidth: 2 } : undefined}
    >
      {plan.highlighted && (
        <Badge
          pos="absolute"
          top={-12}
          left="50%"
          style={{ transform: 'translateX(-50%)' }}
          size="md"
          variant="filled"
        >
          {t('plan.popular')}
        </Badge>
      )}
      <Stack gap="lg" h="100%">
        <div>
          <Title order={2} fz="xl">
            {plan.name[locale]}
          </Title>
          <Text c="dimmed" fz="sm" mt={6} mih={44}>
            {plan.description[locale]}
          </Text>
        </div>
        <PlanPrice plan={plan} cycle={cycle} currency={currency} />
        <PlanAction {...props} />
        <Divider />
        <Stack gap="xs">
          <Text fz="xs" fw={700} tt="uppercase" c="dimmed" lts={0.5}>
            {t('plan.usageTitle')}
          </Text>
          <QuotaList quotas={plan.quotas} />
        </Stack>
        {plan.features.length > 0 && (
          <Stack gap="xs">
            <Text fz="xs" fw={700} tt="uppercase" c="dimmed" lts={0.5}>
              {t('plan.featuresTitle')}
            </Text>
            <List
              spacing={8}
              size="sm"
              icon={
                <ThemeIcon size={20} radius="xl" variant="light">
                  <IconCheck size={13} stroke={2.5} />
                </ThemeIcon>
              }
            >
              {plan.features.map((feature) => (
                <List.Item key={feature.en}>{feature[locale]}</List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
