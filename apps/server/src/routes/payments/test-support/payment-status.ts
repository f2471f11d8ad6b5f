import type { TestBrowser } from '../../../../test/support/test-browser.ts';
import { waitFor } from '../../../../test/support/wait-for.ts';

/** The status the user's payment list shows for a transaction (undefined when it is not listed). */
export async function paymentStatus(
  browser: TestBrowser,
  transactionId: string,
): Promise<string | undefined> {
  const { results } = (await browser.get('/api/v1/payments/')).json();
  return results.find((record: { transaction_id: string }) => record.transaction_id === transactionId)
    ?.status;
}

/** Waits until the payment list shows `status` for the transaction (webhook jobs run asynchronously). */
export function paymentStatusWhen(
  browser: TestBrowser,
  transactionId: string,
  status: string,
): Promise<void> {
  return waitFor(async () => (await paymentStatus(browser, transactionId)) === status, {
    timeoutMs: 30_000,
    intervalMs: 100,
    message: () => `the payment of ${transactionId} never read ${status}`,
  });
}
