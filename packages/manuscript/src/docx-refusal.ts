import type { ManuscriptUploadErrorCode } from '@galley/contracts';

/**
 * Thrown when the input is unusable (the one case where the pure package throws): the upload check turns it into the
 * spec's code and message. `reason` is for logs and tests, never for the user.
 */
export class DocxRefusal extends Error {
  constructor(
    readonly code: ManuscriptUploadErrorCode,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'DocxRefusal';
  }
}
