import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ConversionClient } from './conversion-client.ts';

// Test-only: the target/convert/download calls of one signed-in browser (the client's cookies and CSRF token).

export const CONVERT_PATHS = {
  targets: '/api/v1/conversion/set-target-journals/',
  convert: '/api/v1/conversion/create-convert-task/',
  status: '/api/v1/conversion/convert-status/',
  file: '/api/v1/conversion/download-converted-file/',
  all: '/api/v1/conversion/download-all/',
  reset: '/api/v1/conversion/reset-draft-task/',
  expired: '/api/v1/conversion/check-conversion-expired/',
} as const;

export interface ConvertCalls {
  setTargets(
    id: string,
    journals: string[] | { journal_id: string; article_type?: string }[],
  ): Promise<LightMyRequestResponse>;
  convert(id: string): Promise<LightMyRequestResponse>;
  status(id: string): Promise<LightMyRequestResponse>;
  file(id: string, journalId: string, kind?: 'docx' | 'report'): Promise<LightMyRequestResponse>;
  all(id: string): Promise<LightMyRequestResponse>;
  reset(id: string): Promise<LightMyRequestResponse>;
  expired(id: string): Promise<LightMyRequestResponse>;
  /** GET a same-origin URL with the client's cookies (e.g. a download-converted-file url). */
  fetch(url: string): Promise<LightMyRequestResponse>;
  /** convert-status until nothing is queued or converting (or the time is up). */
  settled(
    id: string,
    timeoutMs?: number,
  ): Promise<{
    status: string;
    outputs: { journal_id: string; status: string; error: string | null; figures: number }[];
  }>;
}

export function convertCalls(app: FastifyInstance, client: ConversionClient): ConvertCalls {
  const { headers } = client;
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload });
  const get = (url: string) => app.inject({ url, headers });
  const calls: ConvertCalls = {
    setTargets: (id, journals) =>
      post(CONVERT_PATHS.targets, {
        conversion_id: id,
        journal_data: journals.map((j) => (typeof j === 'string' ? { journal_id: j } : j)),
      }),
    convert: (id) => post(CONVERT_PATHS.convert, { conversion_id: id }),
    status: (id) => get(`${CONVERT_PATHS.status}?conversion_id=${id}`),
    file: (id, journalId, kind = 'docx') =>
      get(`${CONVERT_PATHS.file}?conversion_id=${id}&target_journal_id=${journalId}&kind=${kind}`),
    all: (id) => get(`${CONVERT_PATHS.all}?conversion_id=${id}`),
    reset: (id) => post(CONVERT_PATHS.reset, { conversion_id: id }),
    expired: (id) => get(`${CONVERT_PATHS.expired}?conversion_id=${id}`),
    fetch: (url) => get(url),
    async settled(id, timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const body = (await calls.status(id)).json();
        const busy = body.outputs.some(
          (o: { status: string }) => o.status === 'queued' || o.status === 'converting',
        );
        if (!busy && body.status !== 'converting') return body;
        if (Date.now() > deadline) throw new Error(`convert still running: ${JSON.stringify(body)}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
  };
  return calls;
}
