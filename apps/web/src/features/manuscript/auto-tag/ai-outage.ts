import type { AiStatusResponse } from '@galley/contracts';

/** What the status check found when it could not ask (the server's status call failed): a general issue. */
export const UNKNOWN_AI_STATUS: AiStatusResponse = { tagger: 'llm', status: 'unknown' };

/**
 * Spec §4: a degraded, partial, major or full outage, or a general issue, offers going on without
 * auto-tagging; only an operational tagger starts straight away.
 */
export function offersSkip(status: AiStatusResponse): boolean {
  return status.status !== 'operational';
}
