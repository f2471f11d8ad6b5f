import { apiError } from './respond.ts';

/** With an API key configured, the SDK's `Authorization: bearer <key>` must carry it (Paddle's 403s otherwise). */
export function authFailure(header: string | undefined, apiKey: string | undefined) {
  if (!apiKey) return null;
  if (!header) return apiError(403, 'authentication_missing', 'Authentication header missing.');
  const match = /^bearer\s+(\S+)$/i.exec(header);
  if (!match)
    return apiError(
      403,
      'authentication_malformed',
      'Authentication header included, but incorrectly formatted.',
    );
  return match[1] === apiKey
    ? null
    : apiError(403, 'forbidden', 'You aren’t permitted to perform this request.');
}
