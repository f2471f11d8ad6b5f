import { ReferenceOrderType } from '@galley/contracts';
import { REFERENCE_MESSAGES } from '@galley/references';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import type { ReferenceFileUpload } from '../../services/references/create-file-reference-order.ts';
import { readSingleFileForm } from './read-single-file-form.ts';

/** The multipart form: `reference_type` ('ris' | 'nbib') and one `reference_file`, cut at 5 MB while streaming. */
export async function readReferenceUpload(request: FastifyRequest): Promise<ReferenceFileUpload> {
  const { fields, file } = await readSingleFileForm(request, 'reference_file', {
    tooLarge: REFERENCE_MESSAGES.fileTooLarge,
    unreadable: 'The upload could not be read; send reference_type and one reference_file.',
  });
  const type = ReferenceOrderType.safeParse(fields.reference_type);
  if (!type.success || (type.data !== 'ris' && type.data !== 'nbib')) {
    throw new AppError('bad_request', "reference_type must be 'ris' or 'nbib' for a reference_file.");
  }
  if (!file || file.length === 0) throw new AppError('bad_request', 'Choose a RIS or NBIB file to upload.');
  return { format: type.data, bytes: new Uint8Array(file.buffer, file.byteOffset, file.length) };
}
