import { SIMULATOR_PRICE_IDS } from '@galley/paddle-simulator';
import { ApiVisitor, createAccount, type TestAccount } from '../../accounts/account-api.ts';
import type { BillingApp } from '../support/billing-app.ts';

const DAY = 24 * 60 * 60 * 1000;

interface HistoryPage {
  results: { transaction_id: string; amount_minor: number }[];
}

async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * A verified user who took the Pro trial through the simulator's checkout and was billed when it
 * ended: the payment history then holds a paid transaction with an invoice. Returns the account and
 * that transaction's id.
 */
export async function paidSubscriber(
  app: BillingApp,
): Promise<{ account: TestAccount; transactionId: string }> {
  const baseUrl = app.galley.baseUrl;
  const account = await createAccount(baseUrl, 'invoices');
  const visitor = new ApiVisitor(baseUrl);
  await visitor.call('POST', '/api/v1/users/login/', {
    email: account.email,
    password: await visitor.encrypt(account.password),
  });
  const priceId = SIMULATOR_PRICE_IDS.pro.monthly;
  const checkout = await visitor.call<{ transaction_id: string }>('POST', '/api/v1/payments/checkout/', {
    price_id: priceId,
  });
  await app.simulator.completeCheckout({ transactionId: checkout.transaction_id });
  await until('the trial', async () => {
    const sub = await visitor.call<{ status: string }>('GET', '/api/v1/payments/subscription/');
    return sub.status === 'trialing' ? sub : undefined;
  });
  await app.simulator.advanceClock(15 * DAY);
  const paid = await until('a paid record', async () => {
    const history = await visitor.call<HistoryPage>('GET', '/api/v1/payments/?page=1&page_size=10');
    return history.results.find((record) => record.amount_minor > 0);
  });
  return { account, transactionId: paid.transaction_id };
}
