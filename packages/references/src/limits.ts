/** Spec §9 and §5 limits of the reference converter, and the messages the spec gives for them. */
export const REFERENCE_LIMITS = {
  /** References per text input. */
  maxTextReferences: 250,
  /** One RIS/NBIB file. */
  maxFileBytes: 5 * 1024 * 1024,
  /** PDFs per order. */
  maxPdfFiles: 100,
} as const;

export const REFERENCE_MESSAGES = {
  emptyText: 'Please enter a reference to validate.',
  noReferences: 'Your text does not contain any references.',
  duplicatedNumber: 'Duplicated No.',
  fileTooLarge: 'Files size must be 5MB or smaller.',
  tooManyReferences: (max: number, current: number) =>
    `You can enter up to ${max} references at a time; ${current} were found, so only the first ${max} are kept.`,
  tooManyPdfs: (max: number, current: number) =>
    `You can upload up to ${max} PDF files at a time; ${current} were given, so only the first ${max} are read.`,
} as const;
