// @galley/references/docx: the .docx writer, apart from the core so that the docx library loads only where
// reference lists are exported as Word files.
export { writeDocx } from './write-docx.ts';
