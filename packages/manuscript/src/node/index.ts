// @galley/manuscript/node: the Node-only part of the manuscript engine (it starts LibreOffice). See ../../README.md.
export { checkUploadConvertingDoc } from './check-upload-converting-doc.ts';
export { convertDocToDocx, type DocConversionOptions } from './convert-doc-to-docx.ts';
export { DocConversionError } from './doc-conversion-error.ts';
