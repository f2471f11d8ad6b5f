import type { PaymentStatus } from '@galley/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<PaymentStatus, string> = {
  paid: 'teal',
  failed: 'red',
  refunded: 'gray',
  unknown: 'gray',
};

/** A payment's status (spec §3: paid, failed, refunded, unknown) as a coloured word. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('invoices');
  return (
    <Badge variant="light" color={COLORS[status]} data-testid="payment-status">
      {t(`paymentStatus.${status}`)}
    </Badge>
  );
}
