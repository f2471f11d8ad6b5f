import { REALTIME_MESSAGE_KEYS } from './realtime-message-keys.ts';

/** A topic the server refused (`forbidden`, `not_found`) or whose events could not be completed. */
export interface TopicError {
  code: string;
  detail: string;
  /** The i18n key of what to tell the user. */
  messageKey: string;
}

export function topicError(code: string, detail: string): TopicError {
  const messageKey =
    code === 'forbidden'
      ? REALTIME_MESSAGE_KEYS.forbidden
      : code === 'not_found'
        ? REALTIME_MESSAGE_KEYS.notFound
        : REALTIME_MESSAGE_KEYS.serverError;
  return { code, detail, messageKey };
}
