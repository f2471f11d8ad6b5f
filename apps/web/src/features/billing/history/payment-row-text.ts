import type { PaymentRecord } from '@galley/contracts';
import type { TFunction } from 'i18next';
import { formatMoney } from './format-money.ts';

/** What a payment row shows, in the user's language: the same words for the table and the phone cards. */
export function paymentRowText(record: PaymentRecord, t: TFunction, locale: string) {
  return {
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(record.payment_date)),
    description: record.order_number
      ? t('invoices:history.orderNumber', { number: record.order_number })
      : t('invoices:history.subscriptionPayment'),
    method: record.method ? t(`invoices:method.${record.method}`, { defaultValue: record.method }) : null,
    amount: formatMoney(record.amount_minor, record.currency, locale),
  };
}
