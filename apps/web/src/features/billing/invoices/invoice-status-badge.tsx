import type { InvoiceStatus } from '@galley/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<InvoiceStatus, string> = {
  paid: 'teal',
  completed: 'teal',
  pending: 'yellow',
  overdue: 'red',
  draft: 'gray',
};

/** An invoice's status (spec §3: paid, pending, overdue, draft, completed). */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('invoices');
  return (
    <Badge size="lg" variant="light" color={COLORS[status]} data-testid="invoice-status">
      {t(`invoiceStatus.${status}`)}
    </Badge>
  );
}
