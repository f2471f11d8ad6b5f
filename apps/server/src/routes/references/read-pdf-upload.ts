import { ReadPdfFileFields } from '@galley/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { readSingleFileForm } from './read-single-file-form.ts';

/** One PDF per request (spec: up to 100 PDFs per order, each sent on its own). */
export const PDF_MAX_BYTES = 20 * 1024 * 1024;
export const PDF_TOO_LARGE = 'Files size must be 20MB or smaller.';

export interface PdfUpload {
  orderId: string;
  index: number;
  bytes: Uint8Array;
}

/** The multipart form: `reference_order`, `reference_index` and one `pdf_file`, cut at 20 MB while streaming. */
export async function readPdfUpload(request: FastifyRequest): Promise<PdfUpload> {
  const { fields, file } = await readSingleFileForm(request, 'pdf_file', {
    tooLarge: PDF_TOO_LARGE,
    unreadable: 'The upload could not be read; send reference_order, reference_index and one pdf_file.',
  });
  const { reference_order, reference_index } = parseInput(ReadPdfFileFields, fields);
  if (!file || file.length === 0) throw new AppError('bad_request', 'Choose a PDF file to upload.');
  return {
    orderId: reference_order,
    index: reference_index,
    bytes: new Uint8Array(file.buffer, file.byteOffset, file.length),
  };
}
