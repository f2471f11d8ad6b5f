import { AppError } from '../../errors/app-error.ts';

const PLATFORM_CODE = {
  400: 'bad_request',
  404: 'not_found',
  409: 'bad_request',
  410: 'link_expired',
} as const;

/**
 * A refused conversion call: `{detail, code}` with the call's own code (`not_draft`, `incomplete_steps`,
 * `expired`, …) and the HTTP status the plan gives it (400, 404, 409 for a wrong status, 410 once expired).
 */
export class ConversionRefusal extends AppError {
  constructor(
    status: keyof typeof PLATFORM_CODE,
    readonly refusalCode: string,
    detail: string,
  ) {
    super(PLATFORM_CODE[status], detail);
    this.name = 'ConversionRefusal';
    Object.assign(this, { statusCode: status });
  }

  override toBody(): Record<string, unknown> {
    return { ...super.toBody(), code: this.refusalCode };
  }
}
