import type { ManuscriptUploadErrorCode } from '@galley/contracts';
import { EMPTY_MANUSCRIPT_MESSAGE, EMPTY_MANUSCRIPT_REASON } from '@galley/manuscript';
import { UploadRefusal } from './upload-refusal.ts';

/**
 * Refusals the spec's codes do not name apart: a manuscript with no text, and a password-protected Word file
 * (Office encrypts a .docx into an OLE2 file with an `EncryptedPackage` stream). They travel under the nearest
 * spec code (so an older client still says something) with their own sentence in `detail` and a `problem` the
 * web app words in the user's language.
 */
export type UploadProblem = 'empty_manuscript' | 'password_protected';

export const PASSWORD_PROTECTED_MESSAGE =
  'The uploaded Word file is password-protected. Please remove the password, save it and upload it again.';

const PROBLEMS: Record<UploadProblem, { code: ManuscriptUploadErrorCode; detail: string }> = {
  empty_manuscript: { code: 'file_corrupted', detail: EMPTY_MANUSCRIPT_MESSAGE },
  password_protected: { code: 'file_type', detail: PASSWORD_PROTECTED_MESSAGE },
};

export class UploadProblemRefusal extends UploadRefusal {
  constructor(readonly problem: UploadProblem) {
    super(PROBLEMS[problem].code, PROBLEMS[problem].detail);
    this.name = 'UploadProblemRefusal';
  }

  override toBody(): Record<string, unknown> {
    return { ...super.toBody(), problem: this.problem };
  }
}

/** The refusal for the worker's read: its spec code, or the empty-manuscript problem by the reader's reason. */
export function refusalOfRead(read: { code: ManuscriptUploadErrorCode; reason: string }): UploadRefusal {
  if (read.reason === EMPTY_MANUSCRIPT_REASON) return new UploadProblemRefusal('empty_manuscript');
  return new UploadRefusal(read.code);
}
