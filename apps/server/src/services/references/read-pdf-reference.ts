import type { ReadPdfFileResponse } from '@galley/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { referenceItems } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { IsolatedPool } from '../../jobs/isolated/isolated-pool.ts';
import type { ReadPdfFileResult } from '../../jobs/isolated/read-pdf-file.task.ts';
import { recordUsage } from '../billing/record-usage.ts';
import { isCheckRunning, orderIdle } from './check-running.ts';
import { findOrderItem } from './find-order-item.ts';
import { findOwnedOrder } from './find-owned-order.ts';

export interface ReadPdfReferenceDeps {
  db: Database;
  isolated: IsolatedPool;
  log: FastifyBaseLogger;
}

/** A PDF that takes longer than this to read is given up (a hostile file must not hold a worker). */
const READ_TIMEOUT_MS = 60_000;

const CHECK_RUNNING = 'The references are being checked; send the PDF when the check has finished.';

/** `%PDF-` within the first KB: anything else is refused before it reaches the reader. */
function looksLikePdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-');
}

/**
 * One PDF of the user's PDF order → read in the worker pool, and the paper's own metadata (title, authors,
 * DOI, PMID) becomes that reference's parse and source; any earlier verdict goes, as the reference changed.
 * A file that is not a PDF, cannot be read or holds no metadata is a 400 with the reader's warnings.
 */
export async function readPdfReference(
  deps: ReadPdfReferenceDeps,
  userId: string,
  upload: { orderId: string; index: number; bytes: Uint8Array },
): Promise<ReadPdfFileResponse> {
  const order = await findOwnedOrder(deps.db, userId, upload.orderId);
  if (order.referenceType !== 'pdf')
    throw new AppError('bad_request', 'This order was not made from PDF files.');
  const item = await findOrderItem(deps.db, order.id, upload.index);
  // The running check holds the references it started with; a new parse now would get its old verdict.
  if (isCheckRunning(order)) throw new AppError('bad_request', CHECK_RUNNING);
  if (!looksLikePdf(upload.bytes)) throw new AppError('bad_request', 'The file is not a PDF.');
  let read: ReadPdfFileResult;
  try {
    read = await deps.isolated.run(
      'readPdfFile',
      { bytes: upload.bytes },
      AbortSignal.timeout(READ_TIMEOUT_MS),
    );
  } catch (error) {
    deps.log.warn({ err: error }, 'PDF reader failed');
    throw new AppError('bad_request', 'The PDF could not be read.');
  }
  if (!read.item) {
    const message = read.warnings.at(-1)?.message ?? 'The PDF could not be read.';
    throw new AppError('bad_request', message, { warnings: read.warnings });
  }
  const parsed = { ...read.item, id: String(item.index) };
  // Checked again as the row is written: a check may have started while the worker read the file.
  const written = await deps.db
    .update(referenceItems)
    .set({
      source: read.source,
      parsed,
      status: 'pending',
      pmid: null,
      precautions: [],
      pubmed: null,
      evidence: null,
      reason: null,
      edited: [],
      validatedAt: null,
    })
    .where(and(eq(referenceItems.id, item.id), orderIdle(deps.db, order.id)))
    .returning({ id: referenceItems.id });
  if (written.length === 0) throw new AppError('bad_request', CHECK_RUNNING);
  // The usage tab's `pdf` count: one per PDF read into a reference (unmetered; the plan was checked before).
  await recordUsage(deps.db, userId, 'pdf', 1);
  return {
    reference_order: order.id,
    reference: { index: item.index, source: read.source },
    parsed,
    warnings: read.warnings,
  };
}
