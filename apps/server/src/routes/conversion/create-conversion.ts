import { CreateConversionRequest, type CreateConversionResponse, endpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireVerifiedEmail } from '../../policies/require-verified-email.ts';
import { createConversion } from '../../services/conversion/create-conversion.ts';

/** A new conversion in `initial` → 201 `{id}`; the owner is the session's user, never a `user_id` sent. */
export function createConversionRoute(app: FastifyInstance): void {
  app.post(endpoints.conversionCreate.path, async (request, reply): Promise<CreateConversionResponse> => {
    const userId = requireVerifiedEmail(await request.requireUser()).id;
    parseInput(CreateConversionRequest, request.body ?? {});
    reply.code(201);
    return createConversion(app.db, userId);
  });
}
