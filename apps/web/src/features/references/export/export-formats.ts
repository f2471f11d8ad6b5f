/** The export formats, in the menu's order, with the file extension used when the server names none. */
export const EXPORT_FORMATS = ['text', 'ris', 'nbib', 'bibtex', 'csl-json', 'docx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_EXTENSIONS: Record<ExportFormat, string> = {
  text: 'txt',
  ris: 'ris',
  nbib: 'nbib',
  bibtex: 'bib',
  'csl-json': 'json',
  docx: 'docx',
};
