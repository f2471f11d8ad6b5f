import type { UpdatePubmedDataResponse, ValidateReferenceRequest } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import { referenceItems } from '../../db/schema.ts';
import { isCheckRunning } from './check-running.ts';
import { findOrderItem } from './find-order-item.ts';
import { findOwnedOrder } from './find-owned-order.ts';
import { type StartReferenceValidationDeps, startReferenceValidation } from './start-reference-validation.ts';

/**
 * Checks one reference again (1 quota unit): it is marked unchecked — its last verdict stays on show until
 * the new one is stored — and a validation job is started for the order's unchecked references. While a
 * check is running the running one answers; a refused quota or a failed start leaves the reference as it was.
 */
export async function revalidateReference(
  deps: StartReferenceValidationDeps,
  userId: string,
  input: ValidateReferenceRequest,
): Promise<UpdatePubmedDataResponse> {
  const order = await findOwnedOrder(deps.db, userId, input.reference_order);
  const item = await findOrderItem(deps.db, order.id, input.reference_index);
  if (isCheckRunning(order)) return startReferenceValidation(deps, userId, order.id);
  const mark = (validatedAt: Date | null) =>
    deps.db.update(referenceItems).set({ validatedAt }).where(eq(referenceItems.id, item.id));
  await mark(null);
  try {
    return await startReferenceValidation(deps, userId, order.id);
  } catch (error) {
    await mark(item.validatedAt);
    throw error;
  }
}
