import { ApiError, type Environment, Paddle } from '@paddle/paddle-node-sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SIMULATOR_PRICE_IDS } from './catalog.ts';
import { startPaddleSimulator } from './start-paddle-simulator.ts';
import type { PaddleSimulator } from './types.ts';

let simulator: PaddleSimulator;
let paddle: Paddle;

beforeEach(async () => {
  simulator = await startPaddleSimulator({ webhookSecret: 'secret', apiKey: 'test-key' });
  paddle = new Paddle('test-key', { environment: simulator.url as Environment });
});
afterEach(() => simulator.close());

/** Max has no trial: its checkout charges the card at once. */
const paidCheckout = (email: string, country = 'US') =>
  simulator.completeCheckout({ priceId: SIMULATOR_PRICE_IDS.max.monthly, email, country });

describe('refunds (POST /adjustments) through the real Paddle SDK', () => {
  it('refunds a completed transaction in full once, approves it and says so in webhooks', async () => {
    const paid = await paidCheckout('ada@example.org', 'DE');
    const refund = await paddle.adjustments.create({
      action: 'refund',
      type: 'full',
      transactionId: paid.transactionId,
      reason: 'duplicate subscription',
    });
    const charged = (await paddle.transactions.get(paid.transactionId)).details?.totals?.grandTotal;
    expect(refund).toMatchObject({
      action: 'refund',
      type: 'full',
      status: 'pending_approval',
      transactionId: paid.transactionId,
      subscriptionId: paid.subscriptionId,
      customerId: paid.customerId,
      reason: 'duplicate subscription',
      totals: { total: charged },
    });
    expect(refund.id).toMatch(/^adj_[a-z0-9]{26}$/);
    expect(Number(refund.totals.tax)).toBeGreaterThan(0);
    const listed = await paddle.adjustments.list({ transactionId: [paid.transactionId] }).next();
    expect(listed.map((adj) => [adj.id, adj.status])).toEqual([[refund.id, 'approved']]);
    const withRefunds = await paddle.transactions.get(paid.transactionId, { include: ['adjustment'] });
    expect(withRefunds.adjustments?.map((adj) => adj.id)).toEqual([refund.id]);
    await simulator.webhooksSettled();
    const events = simulator.deliveries().map((delivery) => delivery.eventType);
    expect(events.slice(-2)).toEqual(['adjustment.created', 'adjustment.updated']);

    const again = await paddle.adjustments
      .create({ action: 'refund', type: 'full', transactionId: paid.transactionId, reason: 'again' })
      .catch((error) => error);
    expect(again).toBeInstanceOf(ApiError);
    expect(again).toMatchObject({ code: 'adjustment_total_amount_above_remaining_allowed' });
  });

  it('refuses a trial transaction (nothing paid), a partial refund and an unknown transaction', async () => {
    const trial = await simulator.completeCheckout({
      priceId: SIMULATOR_PRICE_IDS.pro.monthly,
      email: 'bo@example.org',
    });
    const refund = (transactionId: string, type: 'full' | 'partial' = 'full') =>
      paddle.adjustments
        .create({ action: 'refund', type, transactionId, reason: 'test', items: [] })
        .catch((error) => error);
    expect(await refund(trial.transactionId)).toMatchObject({
      code: 'adjustment_total_amount_above_remaining_allowed',
    });
    expect(await refund(trial.transactionId, 'partial')).toMatchObject({ code: 'invalid_field' });
    expect(await refund('txn_01nothere')).toMatchObject({ code: 'not_found' });
  });

  it('refuses to refund a charge not yet completed, whose transaction.completed comes after the subscription', async () => {
    const held = await simulator.completeCheckout({
      priceId: SIMULATOR_PRICE_IDS.max.monthly,
      email: 'cy@example.org',
      completeLater: true,
    });
    const refund = () =>
      paddle.adjustments
        .create({ action: 'refund', type: 'full', transactionId: held.transactionId, reason: 'test' })
        .catch((error) => error);
    expect((await paddle.transactions.get(held.transactionId)).status).toBe('paid');
    expect(await refund()).toMatchObject({ code: 'adjustment_transaction_invalid_status_for_refund' });
    const types = () => simulator.deliveries().map((delivery) => delivery.eventType);
    expect(types()).toContain('subscription.created');
    expect(types()).not.toContain('transaction.completed');

    await simulator.completeTransaction(held.transactionId);
    expect(types().at(-1)).toBe('transaction.completed');
    const completed = await paddle.transactions.get(held.transactionId);
    expect(completed.status).toBe('completed');
    expect(completed.invoiceNumber).toMatch(/^325-/);
    expect(await refund()).toMatchObject({ status: 'pending_approval', transactionId: held.transactionId });
    await expect(simulator.completeTransaction(held.transactionId)).rejects.toThrow(/not paid/);
  });
});
