import { AppError } from '../../errors/app-error.ts';

const PLATFORM_CODE = { 400: 'bad_request', 404: 'not_found', 409: 'bad_request' } as const;

/**
 * A refused auto-tag or confirm-board call: `{detail, code, ...meta}` with the call's own code (`no_file`,
 * `not_tagged`, `step_not_allowed`, `forbidden_overlap`, …) and the status the contract gives it.
 */
export class BoardRefusal extends AppError {
  constructor(
    status: keyof typeof PLATFORM_CODE,
    readonly refusalCode: string,
    detail: string,
    meta: Record<string, unknown> = {},
  ) {
    super(PLATFORM_CODE[status], detail, meta);
    this.name = 'BoardRefusal';
    Object.assign(this, { statusCode: status });
  }

  override toBody(): Record<string, unknown> {
    return { ...super.toBody(), code: this.refusalCode };
  }
}
