import { MANUSCRIPT_UPLOAD_MESSAGES } from '@galley/contracts';

/** A .doc that LibreOffice could not turn into .docx: the spec's message for the user, the reason for the logs. */
export class DocConversionError extends Error {
  readonly code = 'doc_conversion_failed' as const;

  constructor(readonly reason: string) {
    super(MANUSCRIPT_UPLOAD_MESSAGES.doc_conversion_failed);
    this.name = 'DocConversionError';
  }
}
