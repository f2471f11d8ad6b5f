/** An E-utilities call that failed after its retries: `status` is the last HTTP status, 0 for network/timeout. */
export class EutilsError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly utility: string,
  ) {
    super(message);
    this.name = 'EutilsError';
  }
}
