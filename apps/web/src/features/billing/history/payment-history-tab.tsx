import { Group, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryCards } from './history-cards.tsx';
import { historyProblem } from './history-problem.ts';
import { HistoryProblemAlert } from './history-problem-alert.tsx';
import { HistoryTable } from './history-table.tsx';
import { HISTORY_PAGE_SIZE, usePaymentHistory } from './use-payment-history.ts';

/** Profile tab "payment history" (spec §2): the user's payments, ten a page, each opening its invoice. */
export function PaymentHistoryTab() {
  const { t } = useTranslation('invoices');
  const [page, setPage] = useState(1);
  const history = usePaymentHistory(page);
  const phone = useMediaQuery('(max-width: 36em)');

  if (history.isError && !history.data) {
    return <HistoryProblemAlert problem={historyProblem(history.error)} onRetry={() => history.refetch()} />;
  }
  if (!history.data) return <Skeleton h={240} radius="lg" />;
  const { results, count } = history.data;
  const pages = Math.max(1, Math.ceil(count / HISTORY_PAGE_SIZE));

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="payment-history">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('history.title')}
        </Title>
        {results.length === 0 ? (
          <Text c="dimmed" data-testid="payment-history-empty">
            {t('history.empty')}
          </Text>
        ) : phone ? (
          <HistoryCards records={results} />
        ) : (
          <HistoryTable records={results} />
        )}
        {history.isError && (
          <HistoryProblemAlert problem={historyProblem(history.error)} onRetry={() => history.refetch()} />
        )}
        {pages > 1 && (
          <Group justify="center">
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              size="sm"
              getControlProps={(control) => ({ 'aria-label': t(`history.pagination.${control}`) })}
              getItemProps={(item) => ({ 'aria-label': t('history.pagination.page', { page: item }) })}
            />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
