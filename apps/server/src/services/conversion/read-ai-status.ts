import type { AiStatusResponse } from '@galley/contracts';
import { checkAiStatus } from '@galley/manuscript/llm';
import type { Config } from '../../config/load-config.ts';

/**
 * Which tagger auto-tagging uses and how its service is (spec §4: an outage offers going on without auto-tagging):
 * the local tagger is always there; the LLM's status is its provider's status page when one is configured.
 */
export async function readAiStatus(
  config: Pick<Config, 'llm'>,
  fetchImpl: typeof globalThis.fetch = globalThis.fetch,
): Promise<AiStatusResponse> {
  if (!config.llm) return { tagger: 'local', status: 'operational' };
  if (!config.llm.statusUrl) return { tagger: 'llm', status: 'operational' };
  const status = await checkAiStatus({ url: config.llm.statusUrl, fetch: fetchImpl, timeoutMs: 5_000 });
  return { tagger: 'llm', status: status.level };
}
