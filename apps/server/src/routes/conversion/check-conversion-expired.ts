import {
  CheckConversionExpiredQuery,
  type CheckConversionExpiredResponse,
  endpoints,
} from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireVerifiedEmail } from '../../policies/require-verified-email.ts';
import { checkConversionExpired } from '../../services/conversion/check-conversion-expired.ts';

/** `{expired}` (owner only). */
export function checkConversionExpiredRoute(app: FastifyInstance): void {
  app.get(
    endpoints.conversionCheckExpired.path,
    async (request, reply): Promise<CheckConversionExpiredResponse> => {
      const userId = requireVerifiedEmail(await request.requireUser()).id;
      const { conversion_id } = parseInput(CheckConversionExpiredQuery, request.query);
      reply.header('cache-control', 'private, no-store');
      return checkConversionExpired(app.db, userId, conversion_id);
    },
  );
}
