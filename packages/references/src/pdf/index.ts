// @galley/references/pdf: the PDF reader, apart from the core so that pdfjs-dist loads only where PDFs are read.
export { readPdf } from './read-pdf.ts';
