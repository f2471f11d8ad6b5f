import {
  endpoints,
  GetConversionTextDataQuery,
  type GetConversionTextDataResponse,
  isLocale,
} from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { requireVerifiedEmail } from '../../policies/require-verified-email.ts';
import { readConversionTextData } from '../../services/conversion/read-conversion-text-data.ts';

/** The confirm board's words in the user's language (or `?locale=`), for one article type. */
export function getConversionTextDataRoute(app: FastifyInstance): void {
  app.get(endpoints.conversionGetTextData.path, async (request): Promise<GetConversionTextDataResponse> => {
    const user = requireVerifiedEmail(await request.requireUser());
    const query = parseInput(GetConversionTextDataQuery, request.query);
    const locale = query.locale ?? (isLocale(user.locale) ? user.locale : 'en');
    return readConversionTextData(query.article_type, locale);
  });
}
