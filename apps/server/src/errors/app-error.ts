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
  session_expired: 460,
  session_ended: 461,
  account_disabled: 462,
  invalid_credentials: 400,
  login_attempts_exceeded: 429,
  email_taken: 409,
  user_not_found: 404,
  email_not_verified: 403,
  already_verified: 409,
  link_expired: 410,
  invalid_password: 400,
  password_check_required: 403,
  email_send_limit: 429,
  email_send_failed: 502,
  invalid_code: 400,
  code_expired: 410,
  code_exhausted: 400,
  invalid_page: 400,
  // Spec §3/§8: over a per-run or monthly maximum is refused (403); a month used up asks for payment (402).
  quota_exceeded: 403,
  quota_used_up: 402,
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
