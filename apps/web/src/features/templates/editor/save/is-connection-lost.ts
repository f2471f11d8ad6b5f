import { ApiError } from '../../../../lib/api/api-error.ts';

/**
 * A failure that says nothing about the template — no answer (network down, server gone, timeout) or the
 * server or a proxy not working — so the same save is worth trying again once the connection is back.
 */
export function isConnectionLost(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504;
}
