import type { ReferenceOrderResponse } from '@galley/contracts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { isChecked } from './included-references.ts';

export type ResultPageState = 'invalid' | 'loading' | 'failed' | 'ready';

interface OrderAnswer {
  data: ReferenceOrderResponse | undefined;
  error: unknown;
  isPending: boolean;
}

/**
 * Whether the result page may show (spec §8 'Invalid Approach' otherwise): it needs an order id in the
 * address, an order the server knows for this user (another user's is a 404), at step 4, with at least one
 * checked reference. A failure that says nothing about the order (network, 5xx) is `failed`: retry helps.
 */
export function resultPageState(orderId: string | null, answer: OrderAnswer): ResultPageState {
  if (orderId === null) return 'invalid';
  if (answer.data) {
    const { step, references } = answer.data;
    return step === 4 && references.some(isChecked) ? 'ready' : 'invalid';
  }
  if (answer.error) {
    const { status } = answer.error instanceof ApiError ? answer.error : { status: 0 };
    return status >= 400 && status < 500 && status !== 408 && status !== 429 ? 'invalid' : 'failed';
  }
  return 'loading';
}
