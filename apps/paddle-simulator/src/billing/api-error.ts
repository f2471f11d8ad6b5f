/** An error the API answers with Paddle's error shape. */
export class PaddleApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
    readonly errors?: { field: string; message: string }[],
  ) {
    super(detail);
  }
}
