import { ApiError } from './api-error.ts';

/**
 * The call's answer, or null when the server answers 404: for a read whose "no such item" is an answer the
 * screen shows (a deleted or someone else's id in the address), not a failure to retry or report.
 */
export async function nullWhenNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
