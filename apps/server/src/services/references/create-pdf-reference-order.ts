import type { CreateReferenceOrderResponse } from '@galley/contracts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { storeReferenceOrder } from './store-reference-order.ts';

/**
 * A PDF order (spec §5, up to 100 PDFs): one pending reference per file name, its source the file name until
 * the PDF itself is sent to read-and-classify-pdf-files and read in a worker thread.
 */
export async function createPdfReferenceOrder(
  db: Database,
  userId: string,
  fileNames: string[] | undefined,
): Promise<CreateReferenceOrderResponse> {
  if (!fileNames || fileNames.length === 0) {
    throw new AppError('bad_request', 'Choose at least one PDF file (up to 100).');
  }
  const items = fileNames.map((name, position) => {
    const source = name.replaceAll('\u0000', '').trim() || `PDF ${position + 1}`;
    return { id: String(position + 1), type: 'article-journal' as const, source };
  });
  return storeReferenceOrder(db, userId, 'pdf', items, []);
}
