import fastifyMultipart from '@fastify/multipart';
import {
  CreateReferenceOrderRequest,
  type CreateReferenceOrderResponse,
  endpoints,
  ReferenceOrderType,
} from '@galley/contracts';
import { REFERENCE_LIMITS, REFERENCE_MESSAGES } from '@galley/references';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { createReferenceOrder } from '../../services/references/create-reference-order.ts';
import { storeReferenceOrder } from '../../services/references/store-reference-order.ts';

interface UploadedReferenceFile {
  format: 'ris' | 'nbib';
  bytes: Uint8Array;
}

/** The multipart form: `reference_type` ('ris' | 'nbib') and one `reference_file`, cut at 5 MB while streaming. */
async function readUpload(request: FastifyRequest): Promise<UploadedReferenceFile> {
  let referenceType: string | undefined;
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'reference_file' || bytes) {
          await part.toBuffer();
          continue;
        }
        bytes = await part.toBuffer();
      } else if (part.fieldname === 'reference_type' && typeof part.value === 'string') {
        referenceType = part.value;
      }
    }
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', REFERENCE_MESSAGES.fileTooLarge);
    }
    if (error instanceof AppError) throw error;
    throw new AppError(
      'bad_request',
      'The upload could not be read; send reference_type and one reference_file.',
    );
  }
  const type = ReferenceOrderType.safeParse(referenceType);
  if (!type.success || (type.data !== 'ris' && type.data !== 'nbib')) {
    throw new AppError('bad_request', "reference_type must be 'ris' or 'nbib' for a reference_file.");
  }
  if (!bytes || bytes.length === 0) throw new AppError('bad_request', 'Choose a RIS or NBIB file to upload.');
  return { format: type.data, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length) };
}

/**
 * A new reference order → 201 with its references and the reader's warnings: pasted text (JSON), or a
 * RIS/NBIB file (multipart `reference_type` + `reference_file`, 5 MB at most) read in a worker thread.
 */
export function creatingReferenceOrderRoute(app: FastifyInstance): void {
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: REFERENCE_LIMITS.maxFileBytes, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
    });
    scope.post(
      endpoints.referenceCreatingOrder.path,
      async (request, reply): Promise<CreateReferenceOrderResponse> => {
        const userId = request.requireUserId();
        let created: CreateReferenceOrderResponse;
        if (request.isMultipart()) {
          const upload = await readUpload(request);
          let read: Awaited<ReturnType<typeof app.isolated.run<'readReferenceFile'>>>;
          try {
            read = await app.isolated.run('readReferenceFile', upload);
          } catch (error) {
            request.log.warn({ err: error }, 'reference file reader failed');
            throw new AppError('bad_request', 'The file could not be read as RIS or NBIB.');
          }
          if (read.items.length === 0) {
            throw new AppError(
              'bad_request',
              read.warnings.find((warning) => warning.code === 'no_references')?.message ??
                'No convertible references were found.',
            );
          }
          created = await storeReferenceOrder(app.db, userId, upload.format, read.items, read.warnings);
        } else {
          const input = parseInput(CreateReferenceOrderRequest, request.body);
          created = await createReferenceOrder(app.db, userId, input);
        }
        reply.code(201);
        return created;
      },
    );
  });
}
