import type { UpdatePubmedDataResponse, ValidateReferenceRequest } from '@galley/contracts';
import { and, eq } from 'drizzle-orm';
import { referenceItems } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { isCheckRunning, orderIdle } from './check-running.ts';
import { findOrderItem } from './find-order-item.ts';
import { findOwnedOrder } from './find-owned-order.ts';
import { type StartReferenceValidationDeps, startReferenceValidation } from './start-reference-validation.ts';

const CHECK_RUNNING = 'The references are being checked; check this one again when the check has finished.';

/**
 * Checks one reference again (1 quota unit): it is marked unchecked — its last verdict stays on show until
 * the new one is stored — and a validation job is started for the order's unchecked references. While a
 * check is running, a reference it holds gets the running check's answer, any other is refused (a running
 * job never takes new references, so answering 202 would drop the request); a refused quota or a failed
 * start leaves the reference as it was.
 */
export async function revalidateReference(
  deps: StartReferenceValidationDeps,
  userId: string,
  input: ValidateReferenceRequest,
): Promise<UpdatePubmedDataResponse> {
  const order = await findOwnedOrder(deps.db, userId, input.reference_order);
  const item = await findOrderItem(deps.db, order.id, input.reference_index);
  const whileRunning = () => {
    if (item.validatedAt !== null) throw new AppError('bad_request', CHECK_RUNNING);
    return startReferenceValidation(deps, userId, order.id);
  };
  if (isCheckRunning(order)) return whileRunning();
  const mark = (validatedAt: Date | null) =>
    deps.db
      .update(referenceItems)
      .set({ validatedAt })
      .where(and(eq(referenceItems.id, item.id), orderIdle(deps.db, order.id)))
      .returning({ id: referenceItems.id });
  // A check started since the order was read: the reference is left to it as it is.
  if ((await mark(null)).length === 0) return whileRunning();
  try {
    return await startReferenceValidation(deps, userId, order.id);
  } catch (error) {
    await mark(item.validatedAt);
    throw error;
  }
}
