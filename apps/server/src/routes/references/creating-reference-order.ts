import fastifyMultipart from '@fastify/multipart';
import { CreateReferenceOrderRequest, type CreateReferenceOrderResponse, endpoints } from '@galley/contracts';
import { REFERENCE_LIMITS } from '@galley/references';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { createFileReferenceOrder } from '../../services/references/create-file-reference-order.ts';
import { createReferenceOrder } from '../../services/references/create-reference-order.ts';
import { readReferenceUpload } from './read-reference-upload.ts';

/**
 * A new reference order → 201 with its references and the reader's warnings: pasted text or PDF names
 * (JSON), or a RIS/NBIB file (multipart `reference_type` + `reference_file`, 5 MB at most).
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
        const created = request.isMultipart()
          ? await createFileReferenceOrder(
              { db: app.db, isolated: app.isolated, log: request.log },
              userId,
              await readReferenceUpload(request),
            )
          : await createReferenceOrder(app.db, userId, parseInput(CreateReferenceOrderRequest, request.body));
        reply.code(201);
        return created;
      },
    );
  });
}
