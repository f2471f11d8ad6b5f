import { endpoints, SetLocaleRequest, type SetLocaleResponse } from '@galley/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../errors/parse-input.ts';
import { setLocale } from '../../services/users/set-locale.ts';
import { localeOf } from '../../services/users/user-data.ts';

/** The signed-in user switched the UI language: their mails follow it from now on. */
export function setLocaleRoute(app: FastifyInstance): void {
  app.post(endpoints.usersLocale.path, async (request): Promise<SetLocaleResponse> => {
    const { locale } = parseInput(SetLocaleRequest, request.body);
    const user = await request.requireUser();
    const saved = user.locale === locale ? user : await setLocale(app.db, user, locale);
    return { locale: localeOf(saved) };
  });
}
