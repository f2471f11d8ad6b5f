import type { PaymentRecord } from '@galley/contracts';
import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { paymentRowText } from './payment-row-text.ts';
import { PaymentStatusBadge } from './payment-status-badge.tsx';

/** Payment records as a table, for screens wide enough to read one. */
export function HistoryTable({ records }: { records: PaymentRecord[] }) {
  const { t } = useTranslation('invoices');
  const locale = useLocale();
  const lp = useLocalePath();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="payment-history-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.columns.date')}</Table.Th>
            <Table.Th>{t('history.columns.description')}</Table.Th>
            <Table.Th ta="right">{t('history.columns.amount')}</Table.Th>
            <Table.Th>{t('history.columns.status')}</Table.Th>
            <Table.Th>{t('history.columns.invoice')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => {
            const text = paymentRowText(record, t, locale);
            return (
              <Table.Tr key={record.transaction_id} data-testid="payment-row">
                <Table.Td>{text.date}</Table.Td>
                <Table.Td>{text.method ? `${text.description} · ${text.method}` : text.description}</Table.Td>
                <Table.Td
                  ta="right"
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                  data-testid="payment-amount"
                >
                  {text.amount}
                </Table.Td>
                <Table.Td>
                  <PaymentStatusBadge status={record.status} />
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={lp(`/users/invoices/${encodeURIComponent(record.transaction_id)}`)}
                    aria-label={t('history.viewInvoiceOf', { date: text.date })}
                    fz="sm"
                    data-testid="payment-invoice-link"
                  >
                    {t('history.viewInvoice')}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
