import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CSRF_HEADER, type Endpoint, endpoints, type SiteConfigResponse } from '@galley/contracts';
import i18next from 'i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../src/lib/api/api-error.ts';
import { createApiClient } from '../src/lib/api/client.ts';
import { describeApiError } from '../src/lib/api/describe-api-error.ts';

/*
 * The client against a real HTTP server on 127.0.0.1: real fetch, real headers, real timeouts. Each
 * test installs the handler it needs and reads back what the server saw.
 */

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void | Promise<void>;

interface SeenRequest {
  method: string;
  url: string;
  csrf: string | undefined;
  body: string;
}

let server: Server;
let baseUrl: string;
let handler: Handler = (_request, _body, response) => {
  response.writeHead(500).end();
};
let seen: SeenRequest[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      const csrf = request.headers[CSRF_HEADER.toLowerCase()];
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        csrf: Array.isArray(csrf) ? csrf[0] : csrf,
        body,
      });
      void handler(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  seen = [];
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/** A state-changing endpoint, which contracts will have soon; the client must not care which. */
const testEndpoints = {
  ...endpoints,
  createNote: {
    method: 'POST',
    path: '/api/v1/test/notes/',
    request: z.object({ text: z.string() }),
    response: z.object({ id: z.number(), text: z.string() }),
  },
  deleteNote: {
    method: 'DELETE',
    path: '/api/v1/test/delete-note/',
    request: z.object({ note_id: z.number() }),
    response: z.object({ success: z.boolean() }),
  },
  listNotes: {
    method: 'GET',
    path: '/api/v1/test/list-notes/',
    request: z.object({ page: z.number(), condition: z.string().optional(), search: z.string().nullable() }),
    response: z.object({ notes: z.array(z.string()) }),
  },
} satisfies Record<string, Endpoint>;

const siteConfig: SiteConfigResponse = {
  environment: 'production',
  contactEmail: 'help@galley.example',
  siblingProducts: [],
  banners: { sale: null, update: null, notice: null },
};

/** A server that issues `tokens` in turn and accepts a note only with the latest one. */
function csrfServer(tokens: string[], { rejectFirstWith }: { rejectFirstWith?: string } = {}): Handler {
  let issued = 0;
  let rejected = false;
  return (request, body, response) => {
    if (request.url === endpoints.securityCsrfToken.path) {
      json(response, 200, { csrf_token: tokens[Math.min(issued++, tokens.length - 1)] });
      return;
    }
    const current = tokens[Math.min(issued, tokens.length) - 1];
    const header = request.headers[CSRF_HEADER.toLowerCase()];
    if (rejectFirstWith && !rejected) {
      rejected = true;
      json(response, 403, { detail: 'CSRF token rejected', code: rejectFirstWith });
      return;
    }
    if (header === undefined) {
      json(response, 403, { detail: 'CSRF token missing', code: 'csrf_missing' });
      return;
    }
    if (header !== current) {
      json(response, 403, { detail: 'CSRF token invalid', code: 'csrf_invalid' });
      return;
    }
    json(response, 201, { id: 7, text: (JSON.parse(body) as { text: string }).text });
  };
}

describe('api.call', () => {
  it('returns the parsed answer of a GET, without a CSRF token', async () => {
    handler = (_request, _body, response) => json(response, 200, siteConfig);
    const api = createApiClient({ endpoints: testEndpoints, baseUrl });

    await expect(api.call('siteConfig')).resolves.toEqual(siteConfig);
    expect(seen).toEqual([{ method: 'GET', url: '/api/v1/site/config/', csrf: undefined, body: '' }]);
  });

  it('sends a DELETE with its JSON body and the CSRF token', async () => {
    handler = (request, _body, response) =>
      request.url === endpoints.securityCsrfToken.path
        ? json(response, 200, { csrf_token: 'token-d' })
        : json(response, 200, { success: true });
    const api = createApiClient({ endpoints: testEndpoints, baseUrl });

    await expect(api.call('deleteNote', { note_id: 12 })).resolves.toEqual({ success: true });
    const deletion = seen.find((entry) => entry.method === 'DELETE');
    expect(deletion).toMatchObject({ url: '/api/v1/test/delete-note/', csrf: 'token-d' });
    expect(JSON.parse(deletion?.body ?? '')).toEqual({ note_id: 12 });
  });

  it('puts a GET request in the query string, leaving out absent fields', async () => {
    handler = (_request, _body, response) => json(response, 200, { notes: [] });
    const api = createApiClient({ endpoints: testEndpoints, baseUrl });

    await api.call('listNotes', { page: 2, search: null });
    await api.call('listNotes', { page: 1, condition: 'draft', search: 'héart & lung' });
    expect(seen.map((entry) => entry.url)).toEqual([
      '/api/v1/test/list-notes/?page=2',
      '/api/v1/test/list-notes/?page=1&condition=draft&search=h%C3%A9art+%26+lung',
    ]);
  });

  it('fetches the CSRF token once and sends it on every POST', async () => {
    handler = csrfServer(['token-1']);
    const api = createApiClient({ endpoints: testEndpoints, baseUrl });

    await expect(api.call('createNote', { text: 'first' })).resolves.toEqual({ id: 7, text: 'first' });
    await expect(api.call('createNote', { text: 'second' })).resolves.toEqual({ id: 7, text: 'second' });
    expect(seen.map(({ method, url, csrf }) => `${method} ${url} ${csrf ?? '-'}`)).toEqual([
      'GET /api/v1/security/csrf-token/ -',
      'POST /api/v1/test/notes/ token-1',
      'POST /api/v1/test/notes/ token-1',
    ]);
    expect(JSON.parse(seen[1]?.body ?? '')).toEqual({ text: 'first' });
  });

  it.each(['csrf_invalid', 'csrf_missing'])('refetches the token and retries once after %s', async (code) => {
    handler = csrfServer(['token-1', 'token-2'], { rejectFirstWith: code });
    const api = createApiClient({ endpoints: testEndpoints, baseUrl });

    await expect(api.call('createNote', { text: 'again' })).resolves.toEqual({ id: 7, text: 'again' });
    expect(seen.map(({ method, csrf }) => `${method} ${csrf ?? '-'}`)).toEqual([
      'GET -',
      'POST token-1',
      'GET -',
      'POST token-2',
    ]);
  });

  it('gives up after one retry when the server keeps rejecting the token', async () => {
    handler = (request, _body, response) => {
      if (request.url === endpoints.securityCsrfToken.path) json(response, 200, { csrf_token: 'stale' });
      else json(response, 403, { detail: 'CSRF token invalid', code: 'csrf_invalid' });
    };
    const api = createApiClient({ endpoints: testEndpoints, baseUrl });

    await expect(api.call('createNote', { text: 'x' })).rejects.toMatchObject({
      status: 403,
      code: 'csrf_invalid',
    });
    expect(seen.filter(({ method }) => method === 'POST')).toHaveLength(2);
  });

  it('does not retry a 403 that is not about CSRF', async () => {
    handler = (request, _body, response) => {
      if (request.url === endpoints.securityCsrfToken.path) json(response, 200, { csrf_token: 'token-1' });
      else json(response, 403, { detail: 'Plan type not allowed', code: 'forbidden' });
    };
    const api = createApiClient({ endpoints: testEndpoints, baseUrl });

    await expect(api.call('createNote', { text: 'x' })).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
    });
    expect(seen.filter(({ method }) => method === 'POST')).toHaveLength(1);
  });

  it('rethrows a 401 as an ApiError without retrying', async () => {
    handler = (_request, _body, response) =>
      json(response, 401, { detail: 'Session expired', code: 'unauthorized' });
    const api = createApiClient({ endpoints: testEndpoints, baseUrl });

    const error = await api.call('securityCheckSession').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized', detail: 'Session expired' });
    expect(seen).toHaveLength(1);
  });

  it('tells error listeners about every failed call, and stops when they unsubscribe', async () => {
    handler = (_request, _body, response) =>
      json(response, 461, { detail: 'Session ended elsewhere', code: 'session_ended' });
    const api = createApiClient({ endpoints: testEndpoints, baseUrl });
    const heard: [number, string, string][] = [];
    const unsubscribe = api.onError((error, name) => heard.push([error.status, error.code, name]));

    await expect(api.call('securityCheckSession')).rejects.toMatchObject({ status: 461 });
    unsubscribe();
    await expect(api.call('securityCheckSession')).rejects.toMatchObject({ status: 461 });

    expect(heard).toEqual([[461, 'session_ended', 'securityCheckSession']]);
  });

  it('says it could not get the security token when the CSRF fetch fails (spec §8)', async () => {
    handler = (request, _body, response) => {
      if (request.url === endpoints.securityCsrfToken.path) response.writeHead(502).end('Bad gateway');
      else json(response, 200, { id: 1, text: 'x' });
    };
    const api = createApiClient({ endpoints: testEndpoints, baseUrl });

    await expect(api.call('createNote', { text: 'x' })).rejects.toMatchObject({
      status: 502,
      code: 'csrf_token_unavailable',
    });
    const offline = createApiClient({ endpoints: testEndpoints, baseUrl: 'http://127.0.0.1:1' });
    await expect(offline.call('createNote', { text: 'x' })).rejects.toMatchObject({
      status: 0,
      code: 'csrf_token_unavailable',
    });
    expect(seen.filter(({ method }) => method === 'POST')).toHaveLength(0);
  });

  it('keeps the wait of a rate-limited CSRF fetch', async () => {
    handler = (_request, _body, response) =>
      json(response, 429, { detail: 'Too many requests', code: 'rate_limited', message: 'Slow', wait: 5 });
    const api = createApiClient({ endpoints: testEndpoints, baseUrl });

    await expect(api.call('createNote', { text: 'x' })).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
    });
  });

  it('fetches a new CSRF token after forgetCsrfToken', async () => {
    handler = csrfServer(['token-1', 'token-2']);
    const api = createApiClient({ endpoints: testEndpoints, baseUrl });

    await api.call('createNote', { text: 'a' });
    api.forgetCsrfToken();
    await api.call('createNote', { text: 'b' });

    expect(seen.map((request) => [request.url, request.csrf])).toEqual([
      [endpoints.securityCsrfToken.path, undefined],
      ['/api/v1/test/notes/', 'token-1'],
      [endpoints.securityCsrfToken.path, undefined],
      ['/api/v1/test/notes/', 'token-2'],
    ]);
  });

  it('turns a 429 into an ApiError carrying the server message and the wait', async () => {
    handler = (_request, _body, response) =>
      json(response, 429, {
        detail: 'Too many requests',
        code: 'rate_limited',
        message: 'You have exceeded the API call limit.',
        wait: 30,
      });
    const api = createApiClient({ endpoints: testEndpoints, baseUrl });

    const error = await api.call('paymentsPlans').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'rate_limited',
      meta: { message: 'You have exceeded the API call limit.', wait: 30 },
    });
  });

  it('reports an answer that breaks the endpoint schema', async () => {
    handler = (_request, _body, response) => json(response, 200, { ...siteConfig, environment: 'staging' });
    const api = createApiClient({ endpoints: testEndpoints, baseUrl });

    const error = await api.call('siteConfig').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 'invalid_response' });
    expect((error as ApiError).detail).toContain('siteConfig');
    expect((error as ApiError).detail).toContain('environment');
  });

  it('reports a body that is not JSON at all', async () => {
    handler = (_request, _body, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>');
    };
    const api = createApiClient({ endpoints: testEndpoints, baseUrl });

    await expect(api.call('siteConfig')).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('names the status when an error body is not the API shape', async () => {
    handler = (_request, _body, response) => {
      response.writeHead(502, 'Bad Gateway').end('<h1>502</h1>');
    };
    const api = createApiClient({ endpoints: testEndpoints, baseUrl });

    await expect(api.call('siteConfig')).rejects.toMatchObject({ status: 502, code: 'service_unavailable' });
  });

  it('gives up when the server does not answer in time', async () => {
    handler = (_request, _body, response) => {
      setTimeout(() => json(response, 200, siteConfig), 1000);
    };
    const api = createApiClient({ endpoints: testEndpoints, baseUrl, timeoutMs: 50 });

    await expect(api.call('siteConfig')).rejects.toMatchObject({ status: 0, code: 'request_timeout' });
  });

  it('lets a caller cancel with its own AbortError', async () => {
    handler = (_request, _body, response) => {
      setTimeout(() => json(response, 200, siteConfig), 1000);
    };
    const api = createApiClient({ endpoints: testEndpoints, baseUrl });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);

    await expect(api.call('siteConfig', undefined, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('reports a server that cannot be reached', async () => {
    const api = createApiClient({ endpoints: testEndpoints, baseUrl: 'http://127.0.0.1:1' });

    await expect(api.call('siteConfig')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});

describe('describeApiError', () => {
  const catalogue = (locale: string) =>
    JSON.parse(
      readFileSync(new URL(`../src/locales/${locale}/common.json`, import.meta.url), 'utf8'),
    ) as object;
  const i18n = i18next.createInstance();

  beforeAll(async () => {
    await i18n.init({
      lng: 'en',
      fallbackLng: 'en',
      defaultNS: 'common',
      resources: { en: { common: catalogue('en') }, ko: { common: catalogue('ko') } },
      interpolation: { escapeValue: false },
    });
  });

  const rateLimited = new ApiError({
    status: 429,
    code: 'rate_limited',
    detail: 'Too many requests',
    meta: { message: 'You have exceeded the API call limit.', wait: 30 },
  });

  it('adds the wait to the message of a 429, translated when the code is known', () => {
    expect(describeApiError(rateLimited, i18n.getFixedT('en'))).toBe(
      'You have exceeded the API call limit. Please try again later. Please wait 30 seconds.',
    );
    expect(describeApiError(rateLimited, i18n.getFixedT('ko'))).toBe(
      'API 호출 한도를 초과했습니다. 잠시 후 다시 시도해 주세요. 30초 후에 다시 시도해 주세요.',
    );
  });

  it("keeps the server's own message for a 429 with a code the client does not know", () => {
    const custom = new ApiError({ ...rateLimited, code: 'some_future_limit' });
    expect(describeApiError(custom, i18n.getFixedT('en'))).toBe(
      'You have exceeded the API call limit. Please wait 30 seconds.',
    );
  });

  it('uses the singular for one second', () => {
    const oneSecond = new ApiError({ ...rateLimited, meta: { message: 'Slow down.', wait: 1 } });
    expect(describeApiError(oneSecond, i18n.getFixedT('en'))).toBe(
      'You have exceeded the API call limit. Please try again later. Please wait 1 second.',
    );
  });

  it('translates known codes and falls back to the detail, then to the generic message', () => {
    const t = i18n.getFixedT('en');
    expect(describeApiError(new ApiError({ status: 500, code: 'internal_error', detail: 'boom' }), t)).toBe(
      'Server is not working properly. Please try again later.',
    );
    expect(
      describeApiError(new ApiError({ status: 400, code: 'file_size_limit', detail: 'Too big.' }), t),
    ).toBe('Too big.');
    expect(describeApiError(new ApiError({ status: 400, code: 'mystery', detail: '' }), t)).toBe(
      'Unexpected error occurred',
    );
    expect(describeApiError(new TypeError('x is undefined'), t)).toBe('Unexpected error occurred');
  });
});
