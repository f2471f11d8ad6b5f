import type { PaymentRecord } from '@galley/contracts';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { paymentRowText } from './payment-row-text.ts';
import { PaymentStatusBadge } from './payment-status-badge.tsx';

/** Payment records as stacked cards: on a phone a five-column table would scroll sideways. */
export function HistoryCards({ records }: { records: PaymentRecord[] }) {
  const { t } = useTranslation('invoices');
  const locale = useLocale();
  const lp = useLocalePath();
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      data-testid="payment-history-cards"
    >
      {records.map((record) => {
        const text = paymentRowText(record, t, locale);
        return (
          <Paper
            component="li"
            withBorder
            radius="md"
            p="md"
            key={record.transaction_id}
            data-testid="payment-row"
          >
            <Group justify="space-between" align="baseline" wrap="nowrap">
              <Text fw={600}>{text.date}</Text>
              <Text fw={700} data-testid="payment-amount">
                {text.amount}
              </Text>
            </Group>
            <Text fz="sm" c="dimmed" mt={4}>
              {text.method ? `${text.description} · ${text.method}` : text.description}
            </Text>
            <Group justify="space-between" mt="sm">
              <PaymentStatusBadge status={record.status} />
              <Button
                component={Link}
                to={lp(`/users/invoices/${encodeURIComponent(record.transaction_id)}`)}
                variant="light"
                size="xs"
                aria-label={t('history.viewInvoiceOf', { date: text.date })}
                data-testid="payment-invoice-link"
              >
                {t('history.viewInvoice')}
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
