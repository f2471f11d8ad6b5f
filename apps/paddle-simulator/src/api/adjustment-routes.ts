import { createRefund } from '../billing/create-refund.ts';
import type { SimulatorContext } from '../context.ts';
import { adjustmentJson } from '../json/adjustment-json.ts';
import type { AdjustmentRecord } from '../state.ts';
import { listParam, ordered, page } from './list-page.ts';
import { type ApiAnswer, apiError, invalidField, ok } from './respond.ts';

/** POST /adjustments: a full refund (`action: refund`, `type: full`) of a transaction, with a reason. */
export function createAdjustmentRoute(context: SimulatorContext, body: Record<string, unknown>): ApiAnswer {
  if (typeof body.transaction_id !== 'string') return invalidField('transaction_id', 'is required');
  if (typeof body.reason !== 'string' || !body.reason.trim()) return invalidField('reason', 'is required');
  if (body.action === 'credit')
    // Every simulated transaction is collected automatically; Paddle credits only manually collected ones.
    return apiError(
      400,
      'adjustment_transaction_invalid_status_for_credit',
      `The transaction being adjusted (credit) has a non supported status. ID: ${body.transaction_id}`,
    );
  if (body.action !== 'refund') return invalidField('action', 'must be refund or credit');
  if (body.type !== 'full') return invalidField('type', 'the simulator makes full refunds only (type: full)');
  return ok(createRefund(context, { transactionId: body.transaction_id, reason: body.reason }), 201);
}

/** GET /adjustments?transaction_id=…&subscription_id=…&customer_id=…&action=…&status=…&id=… */
export function listAdjustmentsRoute(context: SimulatorContext, query: URLSearchParams): ApiAnswer {
  const filters: [string, (adj: AdjustmentRecord) => string | null][] = [
    ['transaction_id', (adj) => adj.transactionId],
    ['subscription_id', (adj) => adj.subscriptionId],
    ['customer_id', (adj) => adj.customerId],
    ['action', (adj) => adj.action],
    ['status', (adj) => adj.status],
    ['id', (adj) => adj.id],
  ];
  let adjustments = [...context.state.adjustments.values()];
  for (const [name, field] of filters) {
    const wanted = listParam(query, name);
    if (wanted) adjustments = adjustments.filter((adj) => wanted.includes(field(adj) ?? ''));
  }
  return page(
    ordered(adjustments, query.get('order_by'), ['id']),
    query,
    context.baseUrl,
    '/adjustments',
    (adj) => adjustmentJson(context.state, adj),
  );
}
