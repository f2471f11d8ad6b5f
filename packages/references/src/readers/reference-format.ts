/** The input formats `readReferences` understands (the CLI's --from). */
export const REFERENCE_FORMATS = ['text', 'ris', 'nbib', 'bibtex', 'csl-json', 'endnote-xml'] as const;
export type ReferenceFormat = (typeof REFERENCE_FORMATS)[number];
