import type { RateLimiter } from './rate-limiter.ts';

export const DEFAULT_EUTILS_BASE_URL = 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils/';

export interface EutilsOptions {
  /** Defaults to NCBI; the local server's http://127.0.0.1:PORT/entrez/eutils/ works the same. */
  baseUrl?: string;
  /** NCBI asks every caller to identify itself with tool and email. */
  tool: string;
  email: string;
  /** With a key NCBI allows 10 requests/s instead of 3. */
  apiKey?: string;
  /** Per-request timeout (default 15 s). */
  timeoutMs?: number;
  /** Attempts after the first on 429, 5xx, network errors and timeouts (default 3). */
  retries?: number;
  /** First back-off delay, doubled per attempt unless Retry-After says otherwise (default 1000 ms). */
  backoffMs?: number;
  /** Defaults to the process-wide limiter; tests pass their own. */
  rateLimiter?: RateLimiter;
  /** Overrides the rate NCBI's rules give (3 or 10 per second). */
  requestsPerSecond?: number;
  /** Called once per HTTP request sent (retries included), so callers can count E-utilities calls. */
  onRequest?: (utility: string) => void;
}
