import { EutilsError } from './eutils-error.ts';
import { DEFAULT_EUTILS_BASE_URL, type EutilsOptions } from './eutils-options.ts';
import { processRateLimiter } from './rate-limiter.ts';

// NCBI recommends POST beyond a few hundred IDs; URLs over ~2,000 characters are refused by some proxies.
const MAX_GET_URL_LENGTH = 2000;

/**
 * Reads an answer's body for an error NCBI sends with HTTP 200 ("Search Backend failed", <ERROR> in efetch):
 * the message when there is one. Such answers are retried like a 5xx.
 */
export type BodyCheck = (body: string) => string | undefined;

/** One E-utilities call: identification, rate limit, GET or POST, timeout, retries with back-off. Returns the body. */
export async function sendRequest(
  options: EutilsOptions,
  utility: string,
  params: Record<string, string | undefined>,
  checkBody?: BodyCheck,
  signal?: AbortSignal,
): Promise<string> {
  const url = new URL(utility, options.baseUrl ?? DEFAULT_EUTILS_BASE_URL);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value);
  query.set('tool', options.tool);
  query.set('email', options.email);
  if (options.apiKey) query.set('api_key', options.apiKey);
  // ECitMatch's bdata is pipe-delimited, and NCBI reads its pipes only when they are sent literally, not as %7C
  // (Biopython's note on ecitmatch); a literal "|" is legal in a query string and in a form body.
  const encoded = utility.startsWith('ecitmatch') ? query.toString().replace(/%7C/gi, '|') : query.toString();
  const usePost = url.href.length + encoded.length + 1 > MAX_GET_URL_LENGTH;
  const limiter = options.rateLimiter ?? processRateLimiter;
  const perSecond = options.requestsPerSecond ?? (options.apiKey ? 10 : 3);
  const retries = options.retries ?? 3;
  let lastStatus = 0;
  let lastMessage = '';
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (signal?.aborted) break;
    await limiter.acquire(perSecond);
    options.onRequest?.(utility);
    let waitMs = (options.backoffMs ?? 1000) * 2 ** attempt;
    try {
      const response = await fetch(usePost ? url : `${url.href}?${encoded}`, {
        method: usePost ? 'POST' : 'GET',
        body: usePost ? encoded : undefined,
        headers: usePost ? { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' } : undefined,
        signal: withDeadline(AbortSignal.timeout(options.timeoutMs ?? 15_000), signal),
      });
      const body = await response.text();
      const bodyError = response.ok ? checkBody?.(body) : undefined;
      if (response.ok && bodyError === undefined) return body;
      lastStatus = response.status;
      lastMessage = bodyError
        ? `${utility} answered an error: ${bodyError}`
        : `${utility} answered HTTP ${response.status}`;
      if (!bodyError && response.status !== 429 && response.status < 500) break;
      const retryAfter = Number(response.headers.get('retry-after'));
      if (retryAfter > 0) waitMs = Math.max(waitMs, retryAfter * 1000);
    } catch (error) {
      lastStatus = 0;
      lastMessage = `${utility} failed: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (attempt < retries) await sleep(waitMs, signal);
  }
  if (signal?.aborted && !lastMessage) lastMessage = `${utility} not sent: the validation ran out of time`;
  throw new EutilsError(lastMessage, lastStatus, utility);
}

function withDeadline(timeout: AbortSignal, deadline: AbortSignal | undefined): AbortSignal {
  return deadline ? AbortSignal.any([timeout, deadline]) : timeout;
}

/** Back-off that ends early when the caller's deadline passes (the loop then gives up). */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
