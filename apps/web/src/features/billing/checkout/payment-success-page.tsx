import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { usePlans } from '../../public/pricing/use-plans.ts';
import { hasPaidSubscription } from '../plans/plan-offer.ts';
import { usePlanTypeSync } from '../shared/use-plan-type-sync.ts';
import { useSubscription } from '../shared/use-subscription.ts';

/**
 * `/users/payment-success?_ptxn=…`: Paddle's webhooks arrive after the redirect, so the page asks for the
 * subscription until the paid plan shows, then leads to the converters.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation('billing');
  useDocumentTitle(t('common:documentTitle', { page: t('success.documentTitle') }));
  const lp = useLocalePath();
  const locale = useLocale();
  const subscription = useSubscription({ pollUntilPaid: true });
  usePlanTypeSync(subscription.data);
  const plans = usePlans();
  const ready = subscription.data && hasPaidSubscription(subscription.data) ? subscription.data : null;
  const planName = ready && plans.data?.plans.find((plan) => plan.id === ready.plan)?.name[locale];

  return (
    <Container size="sm" py={{ base: 32, sm: 56 }} data-testid="payment-success-page">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }}>
        <Stack gap="md" align="flex-start">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('success.title')}
          </Title>
          {subscription.isError && <Alert color="red" variant="light" title={t('errors.loadSubscription')} />}
          {!ready && !subscription.isError && (
            <Group gap="sm" role="status" data-testid="payment-success-waiting">
              <Loader size="sm" aria-hidden="true" />
              <Text c="dimmed">{t('success.waiting')}</Text>
            </Group>
          )}
          {ready && (
            <>
              <Group gap="xs" data-testid="payment-success-ready">
                <IconCircleCheck size={22} color="var(--mantine-color-teal-7)" aria-hidden />
                <Text fw={600}>
                  {ready.status === 'trialing'
                    ? t('success.trialing', { plan: planName ?? t(`planNames.${ready.plan}`) })
                    : t('success.active', { plan: planName ?? t(`planNames.${ready.plan}`) })}
                </Text>
              </Group>
              <Group gap="sm">
                <Button component={Link} to={lp('/manuscript')}>
                  {t('success.toManuscript')}
                </Button>
                <Button component={Link} to={lp('/reference')} variant="light">
                  {t('success.toReferences')}
                </Button>
                <Button component={Link} to={`${lp('/users/profile')}?tab=subscription`} variant="subtle">
                  {t('success.toSubscription')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
