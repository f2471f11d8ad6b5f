import type { ErrorCode } from '@galley/contracts';

/** Failures the client detects itself, before or instead of a server answer. */
export const CLIENT_ERROR_CODES = [
  'network_error',
  'invalid_response',
  'public_key_unavailable',
  'csrf_token_unavailable',
] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

export type ApiErrorCode = ErrorCode | ClientErrorCode;

interface ApiErrorInit {
  /** HTTP status, or 0 when no response arrived (network failure, timeout). */
  status: number;
  code: ApiErrorCode | (string & {});
  detail: string;
  /** Everything else the error body carried, e.g. `message` and `wait` of a 429. */
  meta?: Record<string, unknown>;
}

/** The one error type `api.call` throws, shaped like the API's `{ detail, code, ...meta }` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode | (string & {});
  readonly detail: string;
  readonly meta: Record<string, unknown>;

  constructor({ status, code, detail, meta = {} }: ApiErrorInit) {
    super(detail || code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.meta = meta;
  }
}
