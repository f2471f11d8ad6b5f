/**
 * The i18n keys the realtime client puts in its states and topic errors. Kept in one table so a test can
 * hold every language's catalogue to them (the i18n audit sees only literal `t('…')` calls).
 */
export const REALTIME_MESSAGE_KEYS = {
  maxAttempts: 'common:realtime.maxAttempts',
  unauthorized: 'common:errors.unauthorized',
  serverError: 'common:realtime.serverError',
  forbidden: 'common:errors.forbidden',
  notFound: 'common:errors.not_found',
} as const;
