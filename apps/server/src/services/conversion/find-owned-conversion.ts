import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type ConversionRow, conversions } from '../../db/schema.ts';
import { assertOwner } from '../../policies/assert-owner.ts';

/** The user's conversion, or 404 alike for someone else's and a missing one. */
export async function findOwnedConversion(
  db: Database,
  userId: string,
  conversionId: string,
): Promise<ConversionRow> {
  const [row] = await db.select().from(conversions).where(eq(conversions.id, conversionId));
  return assertOwner(row, userId, 'conversion');
}
