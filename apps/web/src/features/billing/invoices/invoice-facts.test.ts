import type { InvoiceResponse } from '@galley/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { invoiceFacts } from './invoice-facts.ts';

// Echoes the key and its values, so the test reads what was asked of the catalogue.
const t = ((key: string, options?: Record<string, unknown>) =>
  options && !('defaultValue' in options)
    ? `${key} ${JSON.stringify(options)}`
    : key) as unknown as TFunction;

const invoice: InvoiceResponse = {
  transaction_id: 'txn_1',
  number: '2026-0001',
  issue_date: '2026-11-02T10:00:00Z',
  due_date: null,
  billing_period: { start: '2026-11-02T10:00:00Z', end: '2026-12-02T10:00:00Z' },
  items: [{ description: 'Pro (monthly)', amount_minor: 1990 }],
  subtotal_minor: 1809,
  tax_minor: 181,
  total_minor: 1990,
  updated_date: '2026-11-02T10:05:00Z',
  status: 'completed',
  payment_status: 'paid',
  payment_method: 'card',
  payment_method_id: 'visa •••• 4242',
  currency: 'usd',
};

describe('invoiceFacts', () => {
  it('lists the spec’s invoice facts in order and leaves absent ones out', () => {
    const facts = invoiceFacts(invoice, t, 'en');
    expect(facts.map((fact) => fact.key)).toEqual([
      'number',
      'issueDate',
      'billingPeriod',
      'updatedDate',
      'paymentStatus',
      'paymentMethod',
      'currency',
    ]);
    expect(facts.find((fact) => fact.key === 'issueDate')?.value).toBe('November 2, 2026');
    expect(facts.find((fact) => fact.key === 'paymentMethod')?.value).toBe(
      'invoices:method.card · visa ••••\u00a04242',
    );
    expect(facts.find((fact) => fact.key === 'currency')?.value).toBe('USD');
  });

  it('writes dates in the reader’s locale', () => {
    const facts = invoiceFacts({ ...invoice, number: null, billing_period: null }, t, 'ja');
    expect(facts.map((fact) => fact.key)).not.toContain('number');
    expect(facts.find((fact) => fact.key === 'issueDate')?.value).toBe('2026年11月2日');
  });
});
