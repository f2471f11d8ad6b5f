import { ReadPdfFileFields } from '@galley/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';

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
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === 'pdf_file' && !bytes) bytes = buffer;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', PDF_TOO_LARGE);
    }
    if (error instanceof AppError) throw error;
    throw new AppError(
      'bad_request',
      'The upload could not be read; send reference_order, reference_index and one pdf_file.',
    );
  }
  const { reference_order, reference_index } = parseInput(ReadPdfFileFields, fields);
  if (!bytes || bytes.length === 0) throw new AppError('bad_request', 'Choose a PDF file to upload.');
  return {
    orderId: reference_order,
    index: reference_index,
    bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length),
  };
}
