import { MANUSCRIPT_UPLOAD_MESSAGES, type ManuscriptUploadErrorCode } from '@galley/contracts';
import { AppError } from '../../errors/app-error.ts';

/**
 * A refused manuscript upload answers with the spec's own code (§8: `file_size_limit`, `token_limit`, …) and
 * message in `{code, detail}`; the HTTP status comes from the nearest platform code: 413 for size, 401 for a
 * corrupted or unsafe file (the spec's "401 gives 'Error : the uploaded docx file is corrupted'"), else 400.
 */
export class UploadRefusal extends AppError {
  constructor(
    readonly uploadCode: ManuscriptUploadErrorCode,
    detail: string = MANUSCRIPT_UPLOAD_MESSAGES[uploadCode],
  ) {
    super(statusCodeFor(uploadCode), detail);
    this.name = 'UploadRefusal';
  }

  override toBody(): Record<string, unknown> {
    return { ...super.toBody(), code: this.uploadCode };
  }
}

function statusCodeFor(
  code: ManuscriptUploadErrorCode,
): 'payload_too_large' | 'unauthorized' | 'bad_request' {
  if (code === 'file_size_limit') return 'payload_too_large';
  if (code === 'file_corrupted' || code === 'file_unsafe') return 'unauthorized';
  return 'bad_request';
}
