import type { ErrorCode } from '@galley/contracts';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_error: 400,
  unauthorized: 401,
  forbidden: 403,
  csrf_missing: 403,
  csrf_invalid: 403,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  request_timeout: 408,
  internal_error: 500,
  service_unavailable: 503,
};

/**
 * The one error type services and routes throw. The code decides the HTTP status and the client's
 * i18n message; `meta` travels in the body beside `detail` and `code`.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly meta: Record<string, unknown> = {},
  ) {
    super(detail);
    this.name = 'AppError';
    this.statusCode = STATUS_BY_CODE[code];
  }

  toBody(): Record<string, unknown> {
    return { ...this.meta, detail: this.detail, code: this.code };
  }
}
