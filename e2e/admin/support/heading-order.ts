import { docxWords } from '../../manuscript/support/docx-words.ts';

/**
 * Where each heading last stands among the paragraphs of a .docx (an abstract may repeat a section's heading
 * earlier; the body's heading is the last one). -1 when the heading is not a paragraph of its own.
 */
export function headingPositions(docx: Uint8Array, headings: readonly string[]): Record<string, number> {
  const paragraphs = docxWords(docx)
    .split('\n')
    .map((line) => line.trim());
  return Object.fromEntries(headings.map((heading) => [heading, paragraphs.lastIndexOf(heading)]));
}

/** The paragraphs of a .docx that start its reference list entries, after the heading `References`. */
export function referenceLines(docx: Uint8Array, heading = 'References'): string[] {
  const paragraphs = docxWords(docx)
    .split('\n')
    .map((line) => line.trim());
  const start = paragraphs.lastIndexOf(heading);
  return start < 0 ? [] : paragraphs.slice(start + 1).filter((line) => line !== '');
}
