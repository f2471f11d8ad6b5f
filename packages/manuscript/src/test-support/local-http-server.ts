// A real HTTP server on a free local port, for tests of code that talks HTTP through an injected `fetch` (the
// LLM tagger, the AI-status check): outside services are reached through local servers that speak their protocol.
// biome-ignore lint/style/noRestrictedImports: test-only server, imported by *.test.ts only.
import http from 'node:http';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface LocalServer {
  url: string;
  requests: RecordedRequest[];
  /** How many answers reached a client still waiting for them (not one that had given up and hung up). */
  delivered(): number;
  close(): Promise<void>;
}

/** An answer is sent at once, after `delayMs`, or when `until` settles (a test holding a request open). */
export type Handler = (request: RecordedRequest) => {
  status?: number;
  body: unknown;
  delayMs?: number;
  until?: Promise<unknown>;
};

/** Starts a server answering every request with `handler`'s JSON (or text, when the body is a string). */
export async function startLocalServer(handler: Handler): Promise<LocalServer> {
  const requests: RecordedRequest[] = [];
  let delivered = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      const recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      const answer = handler(recorded);
      const send = () => {
        const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
        if (!res.destroyed) delivered += 1;
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
        res.end(text);
      };
      if (answer.until) void answer.until.then(send, send);
      else if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    delivered: () => delivered,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
