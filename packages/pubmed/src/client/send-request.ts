import { EutilsError } from './eutils-error.ts';
import { DEFAULT_EUTILS_BASE_URL, type EutilsOptions } from './eutils-options.ts';
import { processRateLimiter } from './rate-limiter.ts';

// NCBI recommends POST beyond a few hundred IDs; URLs over ~2,000 characters are refused by some proxies.
const MAX_GET_URL_LENGTH = 2000;

/** One E-utilities call: identification, rate limit, GET or POST, timeout, retries with back-off. Returns the body. */
export async function sendRequest(
  options: EutilsOptions,
  utility: string,
  params: Record<string, string | undefined>,
): Promise<string> {
  const url = new URL(utility, options.baseUrl ?? DEFAULT_EUTILS_BASE_URL);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value);
  query.set('tool', options.tool);
  query.set('email', options.email);
  if (options.apiKey) query.set('api_key', options.apiKey);
  const usePost = url.href.length + query.toString().length + 1 > MAX_GET_URL_LENGTH;
  const limiter = options.rateLimiter ?? processRateLimiter;
  const perSecond = options.requestsPerSecond ?? (options.apiKey ? 10 : 3);
  const retries = options.retries ?? 3;
  let lastStatus = 0;
  let lastMessage = '';
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    await limiter.acquire(perSecond);
    options.onRequest?.(utility);
    let waitMs = (options.backoffMs ?? 1000) * 2 ** attempt;
    try {
      const response = await fetch(usePost ? url : `${url.href}?${query}`, {
        method: usePost ? 'POST' : 'GET',
        body: usePost ? query : undefined,
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      const body = await response.text();
      if (response.ok) return body;
      lastStatus = response.status;
      lastMessage = `${utility} answered HTTP ${response.status}`;
      if (response.status !== 429 && response.status < 500) break;
      const retryAfter = Number(response.headers.get('retry-after'));
      if (retryAfter > 0) waitMs = Math.max(waitMs, retryAfter * 1000);
    } catch (error) {
      lastStatus = 0;
      lastMessage = `${utility} failed: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (attempt < retries) await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
  throw new EutilsError(lastMessage, lastStatus, utility);
}
