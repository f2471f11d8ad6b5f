import { DestroyConversionRequest, type DestroyConversionResponse, endpoints } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireVerifiedEmail } from '../../policies/require-verified-email.ts';
import { destroyConversion } from '../../services/conversion/destroy-conversion.ts';

/** Deletes the user's conversion and its stored files → `{success: true}`. */
export function destroyConversionRoute(app: FastifyInstance): void {
  app.delete(endpoints.conversionDestroy.path, async (request): Promise<DestroyConversionResponse> => {
    const userId = requireVerifiedEmail(await request.requireUser()).id;
    const { conversion_id } = parseInput(DestroyConversionRequest, request.body);
    return destroyConversion({ db: app.db, storage: app.storage }, userId, conversion_id);
  });
}
