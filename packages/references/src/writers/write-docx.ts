import type { CslItem, ReferenceTemplate } from '@galley/contracts';
import { Document, Packer, Paragraph, Tab, TextRun } from 'docx';
import { formatReferences } from '../format/format-references.ts';
import type { TextRun as FormattedRun } from '../format/text-run.ts';

/** A formatter run → one Word run with the same italic/bold; a tab (number → reference) becomes a Word tab. */
function wordRun(run: FormattedRun): TextRun {
  const children = run.text.split('\t').flatMap((text, piece) => (piece === 0 ? [text] : [new Tab(), text]));
  // Plain runs carry no properties at all, so Word's own paragraph style decides them.
  return new TextRun({
    children,
    ...(run.italic ? { italics: true } : {}),
    ...(run.bold ? { bold: true } : {}),
  });
}

/**
 * The formatted list as a .docx: one paragraph per reference, the formatter's italic and bold runs kept as
 * Word runs (journal titles stay italic when pasted into a manuscript).
 */
export async function writeDocx(items: CslItem[], template: ReferenceTemplate): Promise<Uint8Array> {
  const paragraphs = formatReferences(items, template).map(
    (reference) => new Paragraph({ spacing: { after: 120 }, children: reference.runs.map(wordRun) }),
  );
  const document = new Document({
    creator: 'Galley',
    title: 'References',
    sections: [{ children: paragraphs }],
  });
  return new Uint8Array(await Packer.toArrayBuffer(document));
}
