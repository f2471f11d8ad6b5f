import {
  CONFIRM_HTML_MAX_CHARS,
  endpoints,
  UpdateConversionRequest,
  type UpdateConversionResponse,
} from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireVerifiedEmail } from '../../policies/require-verified-email.ts';
import { updateConversion } from '../../services/conversion/update-conversion.ts';

/** One confirm-board save or step back; the board's HTML of a long manuscript is larger than the default body. */
export function updateConversionRoute(app: FastifyInstance): void {
  app.post(
    endpoints.conversionUpdate.path,
    { bodyLimit: CONFIRM_HTML_MAX_CHARS * 3 },
    async (request): Promise<UpdateConversionResponse> => {
      const userId = requireVerifiedEmail(await request.requireUser()).id;
      const input = parseInput(UpdateConversionRequest, request.body);
      return updateConversion({ db: app.db, storage: app.storage }, userId, input);
    },
  );
}
