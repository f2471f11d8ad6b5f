import { Alert, Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HistoryProblem } from './history-problem.ts';

/** Spec §8: a not-found warning (404), a no-permission error (403), else the load error; Retry on each. */
export function HistoryProblemAlert({ problem, onRetry }: { problem: HistoryProblem; onRetry: () => void }) {
  const { t } = useTranslation('invoices');
  return (
    <Alert
      color={problem === 'notFound' ? 'yellow' : 'red'}
      variant="light"
      title={t(`history.problems.${problem}`)}
      data-testid="payment-history-error"
      data-problem={problem}
    >
      <Button variant="light" color="gray" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
        {t('common:actions.retry')}
      </Button>
    </Alert>
  );
}
