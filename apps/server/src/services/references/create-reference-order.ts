import type { CreateReferenceOrderRequest, CreateReferenceOrderResponse } from '@galley/contracts';
import { REFERENCE_MESSAGES, readReferences } from '@galley/references';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { createPdfReferenceOrder } from './create-pdf-reference-order.ts';
import { storeReferenceOrder } from './store-reference-order.ts';

/**
 * A new reference order from pasted text (spec §5): split and parsed in the request — the reader is
 * pure, linear and bounded by the 250-reference limit and the body limit — and stored with one item per
 * reference. Empty text and text without references are refused with the spec's messages; a truncation
 * (over 250) and duplicated numbers come back as warnings.
 */
export async function createReferenceOrder(
  db: Database,
  userId: string,
  input: CreateReferenceOrderRequest,
): Promise<CreateReferenceOrderResponse> {
  if (input.reference_type === 'pdf') return createPdfReferenceOrder(db, userId, input.pdf_file_name_list);
  if (input.reference_type !== 'text') {
    throw new AppError(
      'bad_request',
      'Send RIS and NBIB files as a multipart form with reference_type and reference_file.',
    );
  }
  const text = input.text ?? '';
  if (text.trim() === '') throw new AppError('bad_request', REFERENCE_MESSAGES.emptyText);
  const { items, warnings } = readReferences(text, 'text', { split: input.split ?? 'auto' });
  if (items.length === 0) throw new AppError('bad_request', REFERENCE_MESSAGES.noReferences);
  return storeReferenceOrder(db, userId, 'text', items, warnings);
}
