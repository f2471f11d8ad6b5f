import { splitInclusive, taxRate } from '../money.ts';
import type { AdjustmentRecord, SimulatorState } from '../state.ts';

/** An adjustment as Paddle's API returns it (and as adjustment.* events carry it); tax from its transaction's country. */
export function adjustmentJson(state: SimulatorState, adjustment: AdjustmentRecord) {
  const txn = state.transactions.get(adjustment.transactionId);
  const rate = taxRate(txn?.country ?? 'US');
  const totals = (amount: number) => {
    const split = splitInclusive(amount, rate);
    return { subtotal: String(split.subtotal), tax: String(split.tax), total: String(split.total) };
  };
  return {
    id: adjustment.id,
    action: adjustment.action,
    type: adjustment.type,
    transaction_id: adjustment.transactionId,
    subscription_id: adjustment.subscriptionId,
    customer_id: adjustment.customerId,
    reason: adjustment.reason,
    credit_applied_to_balance: false,
    currency_code: txn?.currency ?? 'USD',
    status: adjustment.status,
    items: adjustment.items.map((item) => ({
      id: item.id,
      item_id: item.itemId,
      type: 'full',
      amount: String(item.amountMinor),
      proration: null,
      totals: totals(item.amountMinor),
    })),
    totals: {
      ...totals(adjustment.totalMinor),
      fee: '0',
      earnings: '0',
      retained_fee: '0',
      currency_code: txn?.currency ?? 'USD',
    },
    payout_totals: null,
    created_at: adjustment.createdAt,
    updated_at: adjustment.updatedAt,
  };
}
