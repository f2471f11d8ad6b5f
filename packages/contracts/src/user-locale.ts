import { z } from 'zod';
import { Locale } from './locales.ts';

/**
 * POST /api/v1/users/locale/ — the signed-in user switched the UI language: remember it on the account,
 * so the mails the server sends them (codes, links) are written in it. The session names the user.
 */
export const SetLocaleRequest = z.object({ locale: Locale });
export type SetLocaleRequest = z.infer<typeof SetLocaleRequest>;

export const SetLocaleResponse = z.object({ locale: Locale });
export type SetLocaleResponse = z.infer<typeof SetLocaleResponse>;
