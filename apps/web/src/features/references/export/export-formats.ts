import { ExportFormat } from '@galley/contracts';

/** The export formats in the menu's order (the contract's), and the extension used when the server names none. */
export const EXPORT_FORMATS = ExportFormat.options;
export type { ExportFormat };

export const EXPORT_EXTENSIONS: Record<ExportFormat, string> = {
  text: 'txt',
  ris: 'ris',
  nbib: 'nbib',
  bibtex: 'bib',
  'csl-json': 'json',
  docx: 'docx',
};
