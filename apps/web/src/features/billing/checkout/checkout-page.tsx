import type { CheckoutResponse } from '@galley/contracts';
import { Alert, Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { api } from '../../../lib/api/client.ts';
import { useSubscription } from '../shared/use-subscription.ts';
import { checkoutProblemKey } from './checkout-problem.ts';
import { openPaddleCheckout } from './paddle-js.ts';

async function open(checkout: CheckoutResponse, successUrl: string, onFailed: () => void): Promise<void> {
  if (!checkout.customer_email) throw new Error('email');
  const token = checkout.client_token;
  if (token) return openPaddleCheckout({ ...checkout, client_token: token }, successUrl, onFailed);
  if (!checkout.checkout_url) throw new Error('no checkout');
  window.location.assign(checkout.checkout_url);
}

/**
 * `/users/checkout?price_id=`: starts the checkout on the server, then opens Paddle's overlay (with a client
 * token) or the local simulator's checkout page; both come back to the payment-success page.
 */
export function CheckoutPage() {
  const { t } = useTranslation('billing');
  useDocumentTitle(t('common:documentTitle', { page: t('checkout.documentTitle') }));
  const lp = useLocalePath();
  const [params] = useSearchParams();
  const priceId = params.get('price_id') ?? '';
  const subscription = useSubscription();
  const [problem, setProblem] = useState<string | null>(priceId ? null : 'errors.checkout.initialize');
  const start = useMutation({
    mutationFn: async () => {
      const checkout = await api.call('paymentsCheckout', { price_id: priceId });
      const successUrl = new URL(lp('/users/payment-success'), window.location.origin).toString();
      try {
        await open(checkout, successUrl, () => setProblem('errors.checkout.paymentFailed'));
      } catch (error) {
        setProblem(
          error instanceof Error && error.message === 'email'
            ? 'errors.checkout.userRequired'
            : 'errors.checkout.unknown',
        );
      }
      return checkout;
    },
    onError: (error) => setProblem(checkoutProblemKey(error, subscription.data?.status)),
  });
  const { mutate } = start;

  useEffect(() => {
    if (priceId) mutate();
  }, [priceId, mutate]);

  return (
    <Container size="sm" py={{ base: 32, sm: 56 }} data-testid="checkout-page">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }}>
        <Stack gap="md" align="flex-start">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('checkout.title')}
          </Title>
          {problem ? (
            <Alert color="red" variant="light" title={t(problem)} w="100%" data-testid="checkout-problem">
              <Button component={Link} to={lp('/users/plan')} variant="light" size="xs">
                {t('checkout.backToPlans')}
              </Button>
            </Alert>
          ) : (
            <Stack gap="xs" align="flex-start" role="status">
              <Loader size="sm" aria-hidden="true" />
              <Text c="dimmed">
                {start.data?.trial
                  ? t('checkout.openingTrial', { days: start.data.trial_days })
                  : t('checkout.opening')}
              </Text>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
