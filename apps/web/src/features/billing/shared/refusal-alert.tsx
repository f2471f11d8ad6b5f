import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import type { BillingProblem } from './billing-problem.ts';

/**
 * A failed billing call in spec §8's words; a plan change refused while trialing or cancelling also
 * says why and leads to the payment page (spec §4).
 */
export function BillingProblemAlert({ problem, onClose }: { problem: BillingProblem; onClose?: () => void }) {
  const { t } = useTranslation('billing');
  const lp = useLocalePath();
  const { refusal } = problem;
  return (
    <Alert
      color={refusal ? 'yellow' : 'red'}
      variant="light"
      title={t(problem.key)}
      withCloseButton={Boolean(onClose)}
      closeButtonLabel={t('actions.close')}
      onClose={onClose}
      data-testid="billing-problem"
    >
      {refusal && (
        <>
          {t(`refusal.${refusal.reason}`)}{' '}
          <Button component={Link} to={lp('/users/payment')} variant="light" size="xs" mt="xs">
            {t('refusal.toPayment')}
          </Button>
        </>
      )}
    </Alert>
  );
}
