import type { InvoiceResponse } from '@galley/contracts';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { formatMoney } from '../history/format-money.ts';

/** The invoice's items, then subtotal, tax and total, every amount in the invoice's currency. */
export function InvoiceLines({ invoice }: { invoice: InvoiceResponse }) {
  const { t } = useTranslation('invoices');
  const locale = useLocale();
  const money = (minor: number) => formatMoney(minor, invoice.currency, locale);
  const totals = [
    { key: 'subtotal', value: invoice.subtotal_minor },
    { key: 'tax', value: invoice.tax_minor },
    { key: 'total', value: invoice.total_minor },
  ] as const;
  return (
    <Table verticalSpacing="sm" data-testid="invoice-items">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('invoice.item')}</Table.Th>
          <Table.Th ta="right">{t('invoice.amount')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {invoice.items.map((item, index) => (
          // Items have no id of their own, and two may share a description.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
          <Table.Tr key={index}>
            <Table.Td>{item.description}</Table.Td>
            <Table.Td ta="right">{money(item.amount_minor)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        {totals.map(({ key, value }) => (
          <Table.Tr key={key} fw={key === 'total' ? 700 : 400}>
            <Table.Th scope="row" ta="right" fw="inherit">
              {t(`invoice.${key}`)}
            </Table.Th>
            <Table.Td ta="right" data-testid={`invoice-${key}`}>
              {money(value)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tfoot>
    </Table>
  );
}
