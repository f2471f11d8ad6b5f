import type { ReferenceValidation } from '@galley/contracts';
import { EutilsClient, RateLimiter, validateReferenceStrings } from '@galley/pubmed';

export interface BatchRun {
  results: ReferenceValidation[];
  requests: number;
  milliseconds: number;
}

/**
 * Validates strings in lists of `batchSize` (the size of a real reference list), one list after another, against
 * the E-utilities server at `baseUrl`. The evaluation measures verdicts, not NCBI's pace: the local server runs
 * without a rate limit and the client with its own, generous limiter.
 */
export async function validateInBatches(
  baseUrl: string,
  strings: string[],
  { batchSize = 250, onBatch }: { batchSize?: number; onBatch?: (done: number) => void } = {},
): Promise<BatchRun> {
  const client = new EutilsClient({
    baseUrl,
    tool: 'galley-eval',
    email: 'eval@example.org',
    rateLimiter: new RateLimiter(),
    requestsPerSecond: 1000,
    backoffMs: 50,
    timeoutMs: 120_000,
  });
  const results: ReferenceValidation[] = [];
  let requests = 0;
  const started = performance.now();
  for (let start = 0; start < strings.length; start += batchSize) {
    const report = await validateReferenceStrings(strings.slice(start, start + batchSize), { client });
    results.push(...report.references);
    requests += report.requests;
    onBatch?.(Math.min(strings.length, start + batchSize));
  }
  return { results, requests, milliseconds: performance.now() - started };
}
