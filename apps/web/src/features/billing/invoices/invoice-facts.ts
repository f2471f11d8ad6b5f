import type { InvoiceResponse } from '@galley/contracts';
import type { TFunction } from 'i18next';

/** The invoice's facts as label/value pairs in the user's language; absent facts are left out. */
export function invoiceFacts(invoice: InvoiceResponse, t: TFunction, locale: string) {
  const date = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
  const method = invoice.payment_method
    ? t(`invoices:method.${invoice.payment_method}`, { defaultValue: invoice.payment_method })
    : null;
  const facts: { key: string; label: string; value: string | null }[] = [
    { key: 'number', label: t('invoices:invoice.number'), value: invoice.number },
    { key: 'issueDate', label: t('invoices:invoice.issueDate'), value: date(invoice.issue_date) },
    {
      key: 'dueDate',
      label: t('invoices:invoice.dueDate'),
      value: invoice.due_date && date(invoice.due_date),
    },
    {
      key: 'billingPeriod',
      label: t('invoices:invoice.billingPeriod'),
      value:
        invoice.billing_period &&
        t('invoices:invoice.periodRange', {
          start: date(invoice.billing_period.start),
          end: date(invoice.billing_period.end),
        }),
    },
    { key: 'updatedDate', label: t('invoices:invoice.updatedDate'), value: date(invoice.updated_date) },
    {
      key: 'paymentStatus',
      label: t('invoices:invoice.paymentStatus'),
      value: t(`invoices:paymentStatus.${invoice.payment_status}`),
    },
    {
      key: 'paymentMethod',
      label: t('invoices:invoice.paymentMethod'),
      // The last four digits stay with their dots when the line wraps on a phone.
      value:
        [method, invoice.payment_method_id?.replace(/ (?=\d{4}$)/, '\u00a0')].filter(Boolean).join(' · ') ||
        null,
    },
    { key: 'currency', label: t('invoices:invoice.currency'), value: invoice.currency.toUpperCase() },
  ];
  return facts.filter((fact): fact is { key: string; label: string; value: string } => Boolean(fact.value));
}
