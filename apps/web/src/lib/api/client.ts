import {
  ApiErrorBody,
  adminEndpoints,
  CSRF_HEADER,
  CsrfTokenResponse,
  type Endpoint,
  type ErrorCode,
  endpoints,
  paymentEndpoints,
  REQUEST_TIMEOUT_MS,
  recommenderEndpoints,
  templateEndpoints,
} from '@galley/contracts';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';

type EndpointMap = Readonly<Record<string, Endpoint>>;

export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
export type RequestOf<E extends Endpoint> = E['request'] extends z.ZodType
  ? z.input<E['request']>
  : undefined;

export interface CallOptions {
  /** Cancels the call, e.g. TanStack Query's signal when a component unmounts. */
  signal?: AbortSignal;
  /** Values of the path's `:name` segments (e.g. `/transaction/:id/`), URL-encoded into it. */
  params?: Readonly<Record<string, string>>;
}

type CallArgs<E extends Endpoint> =
  RequestOf<E> extends undefined
    ? [body?: undefined, options?: CallOptions]
    : [body: RequestOf<E>, options?: CallOptions];

export interface ApiClientOptions<M extends EndpointMap> {
  endpoints: M;
  /** Origin the paths are resolved against; empty means same origin, as in the browser. */
  baseUrl?: string;
  timeoutMs?: number;
  csrfTokenPath?: string;
}

export type ApiErrorListener = (error: ApiError, endpointName: string) => void;

export interface ApiClient<M extends EndpointMap> {
  call<N extends keyof M & string>(name: N, ...args: CallArgs<M[N]>): Promise<ResponseOf<M[N]>>;
  /**
   * Hears every error answer of every call (the caller still gets it thrown). The session code uses it
   * for what no single caller should handle: 460–462 end the local session, a 401 asks for a new login.
   */
  onError(listener: ApiErrorListener): () => void;
  /** Drops the cached CSRF token, e.g. when the session ended and the server forgot the secret. */
  forgetCsrfToken(): void;
}

const CSRF_CODES: readonly string[] = ['csrf_missing', 'csrf_invalid'] satisfies ErrorCode[];

/** Codes for statuses whose body is not the API's error shape (a proxy's 502 page, say). */
function codeForStatus(status: number): ErrorCode {
  if (status === 400) return 'bad_request';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 405) return 'method_not_allowed';
  if (status === 408 || status === 504) return 'request_timeout';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'rate_limited';
  if (status === 502 || status === 503) return 'service_unavailable';
  return 'internal_error';
}

/** `?a=1&b=x` from a GET's request object; absent (undefined or null) fields are left out, not sent as text. */
function toQueryString(payload: unknown): string {
  const entries = Object.entries(payload as Record<string, unknown>).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null,
  );
  if (entries.length === 0) return '';
  return `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)]))}`;
}

/**
 * The endpoint's path with its `:name` segments filled in; a missing value is the caller's bug. An
 * empty, `.` or `..` value is refused too: encoding leaves them as they are, and the URL would then
 * name another path (`/transaction/../` is `/`), e.g. from an id taken out of the page's address.
 */
function fillPath(path: string, params: CallOptions['params']): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_segment, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '' || value === '.' || value === '..')
      throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text();
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  const json = await readJson(response);
  const body = json.ok ? ApiErrorBody.safeParse(json.value) : null;
  if (body?.success) {
    const { detail, code, ...meta } = body.data;
    return new ApiError({ status: response.status, code, detail, meta });
  }
  return new ApiError({
    status: response.status,
    code: codeForStatus(response.status),
    detail: response.statusText,
  });
}

function isAbort(error: unknown, name: 'AbortError' | 'TimeoutError'): boolean {
  return error instanceof Error && error.name === name;
}

/**
 * A typed client over an endpoint map. Every call sends the session cookie, adds the CSRF token to
 * state-changing methods (fetched once and cached, refetched once if the server rejects it), gives up
 * after the spec's 100 s, validates the answer against the endpoint's schema and throws `ApiError` for
 * anything else — including 401, which callers rethrow so the session code can force a new login.
 */
export function createApiClient<M extends EndpointMap>(options: ApiClientOptions<M>): ApiClient<M> {
  const baseUrl = options.baseUrl ?? '';
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const csrfTokenPath = options.csrfTokenPath ?? endpoints.securityCsrfToken.path;
  let csrfToken: Promise<string> | null = null;
  const listeners = new Set<ApiErrorListener>();

  function announce(error: ApiError, name: string): ApiError {
    for (const listener of listeners) listener(error, name);
    return error;
  }

  async function send(init: RequestInit & { url: string }, callOptions: CallOptions): Promise<Response> {
    const signals = [AbortSignal.timeout(timeoutMs), callOptions.signal].filter(
      (signal): signal is AbortSignal => signal !== undefined,
    );
    try {
      return await fetch(`${baseUrl}${init.url}`, {
        ...init,
        credentials: 'include',
        signal: AbortSignal.any(signals),
      });
    } catch (error) {
      if (isAbort(error, 'TimeoutError')) {
        throw new ApiError({
          status: 0,
          code: 'request_timeout',
          detail: `No answer within ${timeoutMs} ms`,
        });
      }
      // The caller cancelled: let it see its own AbortError, as fetch would.
      if (isAbort(error, 'AbortError')) throw error;
      throw new ApiError({ status: 0, code: 'network_error', detail: String(error) });
    }
  }

  function fetchCsrfToken(callOptions: CallOptions): Promise<string> {
    csrfToken ??= (async () => {
      const response = await send({ url: csrfTokenPath, method: 'GET' }, callOptions);
      if (!response.ok) throw await errorFromResponse(response);
      const json = await readJson(response);
      const parsed = json.ok ? CsrfTokenResponse.safeParse(json.value) : null;
      if (!parsed?.success) {
        throw new ApiError({
          status: response.status,
          code: 'invalid_response',
          detail: 'Malformed CSRF token',
        });
      }
      return parsed.data.csrf_token;
    })().catch((error: unknown) => {
      csrfToken = null;
      // Spec §8: 'Error: Failed to get security token' — but a rate limit keeps its own wait message,
      // and a caller's own cancel stays an AbortError.
      if (!(error instanceof ApiError) || error.status === 429) throw error;
      throw new ApiError({
        status: error.status,
        code: 'csrf_token_unavailable',
        detail: `${error.code}: ${error.detail}`,
      });
    });
    return csrfToken;
  }

  async function request(endpoint: Endpoint, body: unknown, callOptions: CallOptions): Promise<Response> {
    const payload = endpoint.request ? endpoint.request.parse(body) : undefined;
    // The spec's DELETE calls carry a JSON body ({ user_id, conversion_id }), so only GET goes without one.
    const hasBody = endpoint.method !== 'GET' && payload !== undefined;
    const query = endpoint.method === 'GET' && payload !== undefined ? toQueryString(payload) : '';
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (hasBody) headers['Content-Type'] = 'application/json';
    const needsCsrf = endpoint.method !== 'GET';

    const attempt = async (): Promise<Response> => {
      if (needsCsrf) headers[CSRF_HEADER] = await fetchCsrfToken(callOptions);
      return send(
        {
          url: `${fillPath(endpoint.path, callOptions.params)}${query}`,
          method: endpoint.method,
          headers,
          body: hasBody ? JSON.stringify(payload) : undefined,
        },
        callOptions,
      );
    };

    const response = await attempt();
    if (!needsCsrf || response.status !== 403) return response;
    const error = await errorFromResponse(response);
    if (!CSRF_CODES.includes(error.code)) throw error;
    // The token expired or the cookie was rotated: fetch a fresh pair once, then give up.
    csrfToken = null;
    return attempt();
  }

  return {
    async call(name, ...[body, callOptions = {}]) {
      const endpoint = options.endpoints[name];
      if (!endpoint) throw new Error(`Unknown endpoint ${name}`);
      let response: Response;
      try {
        response = await request(endpoint, body, callOptions);
      } catch (error) {
        if (error instanceof ApiError) throw announce(error, name);
        throw error;
      }
      if (!response.ok) throw announce(await errorFromResponse(response), name);
      const json = await readJson(response);
      const parsed = json.ok ? endpoint.response.safeParse(json.value) : null;
      if (!parsed?.success) {
        throw new ApiError({
          status: response.status,
          code: 'invalid_response',
          detail: parsed ? `${name}: ${parsed.error.message}` : `${name}: the body is not JSON`,
        });
      }
      return parsed.data as ResponseOf<M[typeof name]>;
    },
    onError(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    forgetCsrfToken() {
      csrfToken = null;
    },
  };
}

/**
 * The app's client: same origin, every endpoint of the contracts, the payments', reference templates', title
 * recommender's and admin area's (with the public bulletin) included (one CSRF token, and the session code hears every call's 401 and 460–462).
 */
export const api = createApiClient({
  endpoints: {
    ...endpoints,
    ...paymentEndpoints,
    ...templateEndpoints,
    ...recommenderEndpoints,
    ...adminEndpoints,
  },
});
