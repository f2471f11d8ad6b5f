import { SIMULATOR_PRICE_IDS } from '@galley/paddle-simulator';
import { afterAll, beforeAll } from 'vitest';
import { type BillingHarness, startBillingHarness } from './billing-harness.ts';

/** The simulator's monthly prices the billing tests buy. */
export const PRO = SIMULATOR_PRICE_IDS.pro.monthly;
export const MAX = SIMULATOR_PRICE_IDS.max.monthly;

/**
 * One billing harness for the tests of the enclosing describe block: started before them, closed after.
 * Returns the harness's getter (a test reads it once the harness is up).
 */
export function useBillingHarness(options?: Parameters<typeof startBillingHarness>[0]): () => BillingHarness {
  let harness: BillingHarness | undefined;
  beforeAll(async () => {
    harness = await startBillingHarness(options);
  });
  afterAll(() => harness?.close());
  return () => {
    if (!harness) throw new Error('the billing harness is not started');
    return harness;
  };
}
