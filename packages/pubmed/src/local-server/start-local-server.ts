import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerEutils } from './answer-eutils.ts';
import type { CorpusEntry } from './corpus-entry.ts';
import { corpusIndex } from './corpus-index.ts';
import { SlidingWindowLimit } from './sliding-window-limit.ts';

export interface LocalServerOptions {
  corpus: Map<string, CorpusEntry>;
  port?: number;
  host?: string;
  /** Added before every answer, to model NCBI's round trip (default 0). */
  latencyMs?: number;
  /** Requests per second per caller before 429; default NCBI's 3 without api_key and 10 with; 0 turns it off. */
  rateLimit?: number;
}

/** An answer a test forces on the next request: HTTP 200 and XML unless told otherwise. */
export interface ForcedAnswer {
  status?: number;
  type?: string;
  body: string;
}

export interface LocalServer {
  /** Base URL to give the client: http://HOST:PORT/entrez/eutils/ */
  baseUrl: string;
  /** Requests received so far (429s and forced failures included). */
  readonly requestCount: number;
  /** HTTP method of each request received, in order (tests check when the client POSTs). */
  readonly methods: string[];
  /** The last request as it came on the wire (tests check how parameters are encoded). */
  readonly lastRequest: { method: string; url: string; body: string } | undefined;
  /** Requests answered 429 by the rate limit. */
  readonly rejectedCount: number;
  /** The next requests answer these HTTP statuses instead (tests of retry and back-off). */
  failNext(...statuses: number[]): void;
  /**
   * The next requests get these answers instead, e.g. NCBI's errors sent with HTTP 200 (an esearch
   * `"ERROR":"Search Backend failed…"`, an efetch `<eFetchResult><ERROR>…`). Queued with failNext, in order.
   */
  answerNext(...answers: ForcedAnswer[]): void;
  setLatency(ms: number): void;
  close(): Promise<void>;
}

const PREFIX = '/entrez/eutils/';
const MAX_BODY_BYTES = 4 * 1024 * 1024;

/** Starts the local E-utilities server over a loaded corpus (see loadCorpus). */
export async function startLocalServer(options: LocalServerOptions): Promise<LocalServer> {
  // Built before listening, so the first search is as fast as the others.
  corpusIndex(options.corpus);
  const limit = new SlidingWindowLimit();
  const failures: ForcedAnswer[] = [];
  let latencyMs = options.latencyMs ?? 0;
  let requestCount = 0;
  let rejectedCount = 0;
  const methods: string[] = [];
  let lastRequest: LocalServer['lastRequest'];
  const server = http.createServer(async (request, response) => {
    requestCount += 1;
    methods.push(request.method ?? '');
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    try {
      const url = new URL(request.url ?? '/', 'http://local');
      const params = new URLSearchParams(url.search);
      const body = request.method === 'POST' ? await readBody(request) : '';
      lastRequest = { method: request.method ?? '', url: request.url ?? '', body };
      // Literal "|" (ECitMatch's bdata as NCBI documents it) and "%7C" both read as a pipe.
      for (const [key, value] of new URLSearchParams(body)) params.set(key, value);
      const apiKey = params.get('api_key');
      const caller = apiKey ?? request.socket.remoteAddress ?? 'unknown';
      const allowed = options.rateLimit ?? (apiKey ? 10 : 3);
      const count = limit.hit(caller);
      if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
      // A client that gave up on a slow answer has closed its connection: its request takes no forced answer,
      // which is meant for the requests still waiting (a late one took the next test's answers under load).
      if (request.socket.destroyed) return;
      const forced = failures.shift();
      if (forced) return send(forced.status ?? 200, forced.type ?? 'text/xml; charset=UTF-8', forced.body);
      if (allowed > 0 && count > allowed) {
        rejectedCount += 1;
        // NCBI's own 429 body.
        const body = {
          error: 'API rate limit exceeded',
          'api-key': caller,
          count: String(count),
          limit: String(allowed),
        };
        return send(429, 'application/json', JSON.stringify(body));
      }
      if (!url.pathname.startsWith(PREFIX)) return send(404, 'text/plain', 'Not found');
      const answer = answerEutils(options.corpus, url.pathname.slice(PREFIX.length), params);
      send(answer.status, answer.type, answer.body);
    } catch (error) {
      send(500, 'text/plain', error instanceof Error ? error.message : 'Internal error');
    }
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://${options.host ?? '127.0.0.1'}:${port}${PREFIX}`,
    get requestCount() {
      return requestCount;
    },
    methods,
    get lastRequest() {
      return lastRequest;
    },
    get rejectedCount() {
      return rejectedCount;
    },
    failNext: (...statuses) =>
      failures.push(
        ...statuses.map((status) => ({
          status,
          type: 'application/json',
          body: JSON.stringify({ error: `forced HTTP ${status}` }),
        })),
      ),
    answerNext: (...answers) => failures.push(...answers),
    setLatency: (ms) => {
      latencyMs = ms;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
