import type {
  ReferenceStyle,
  UpdateReferenceOrderStepRequest,
  UpdateReferenceOrderStepResponse,
} from '@galley/contracts';
import { findJournal } from '@galley/journals';
import { findPreset } from '@galley/references';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { referenceItems, referenceOrders } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { findOwnedOrder } from './find-owned-order.ts';
import { styleFromColumn, styleToColumn } from './style-column.ts';

/**
 * Moves an order to a step (and records the chosen style). Steps 3 and 4 show styled references, so they
 * need at least one checked reference (spec §3: 'There are no validated items...'); a style must exist.
 */
export async function updateReferenceOrderStep(
  db: Database,
  userId: string,
  input: UpdateReferenceOrderStepRequest,
): Promise<UpdateReferenceOrderStepResponse> {
  const order = await findOwnedOrder(db, userId, input.reference_order);
  if (input.step >= 3) {
    const [checked] = await db
      .select({ n: count() })
      .from(referenceItems)
      .where(and(eq(referenceItems.orderId, order.id), ne(referenceItems.status, 'pending')));
    if ((checked?.n ?? 0) === 0) throw new AppError('bad_request', 'There are no validated items...');
  }
  if (input.style) assertStyleExists(input.style);
  const style = input.style ? styleToColumn(input.style) : order.style;
  await db
    .update(referenceOrders)
    .set({ step: input.step, style, updatedAt: new Date() })
    .where(eq(referenceOrders.id, order.id));
  return { reference_order: order.id, step: input.step, style: styleFromColumn(style) };
}

function assertStyleExists(style: ReferenceStyle): void {
  const known = style.kind === 'preset' ? findPreset(style.id) : findJournal(style.id);
  if (!known)
    throw new AppError(
      'bad_request',
      `Unknown ${style.kind === 'preset' ? 'citation style' : 'journal'}: ${style.id}.`,
    );
}
