import { DocxRefusal } from '../docx-refusal.ts';
import { childElement, childElements } from '../xml/xml-node.ts';
import type { DxDocument, DxNote } from './docx-types.ts';
import type { DocxPackage } from './open-docx.ts';
import { type BodyContext, readBlocks } from './read-body.ts';
import { readNumbering } from './read-numbering.ts';
import { readStyles } from './read-styles.ts';
import { readRelationships, relsPathOf } from './relationships.ts';

const NOTE_PARTS = [
  ['footnotes', 'footnote', 'w:footnote'],
  ['endnotes', 'endnote', 'w:endnote'],
] as const;

/** Stage 1: the opened package → the intermediate document. */
export function readDocxDocument(docx: DocxPackage): DxDocument {
  const document = docx.readXml(docx.mainPart);
  const body = childElement(document, 'w:body');
  if (!body) throw new DocxRefusal('file_corrupted', `${docx.mainPart} has no w:body`);
  const stylesPart = docx.partOfType('styles');
  const numberingPart = docx.partOfType('numbering');
  const styles = readStyles(stylesPart ? docx.readXml(stylesPart) : undefined);
  const numbering = readNumbering(numberingPart ? docx.readXml(numberingPart) : undefined);
  const dropped = { comments: 0, images: 0, insertions: 0, deletions: 0 };
  const context: BodyContext = { styles, relationships: docx.mainRelationships, dropped };
  const notes: DxNote[] = [];
  for (const [type, kind, element] of NOTE_PARTS) {
    const part = docx.partOfType(type);
    const root = part ? docx.readXml(part) : undefined;
    if (!part || !root) continue;
    const noteContext = { ...context, relationships: readRelationships(docx.readXml(relsPathOf(part))) };
    for (const note of childElements(root, element)) {
      const noteType = note.attrs['w:type'];
      if (noteType && noteType !== 'normal') continue; // separators and continuation notices
      notes.push({ id: note.attrs['w:id'] ?? '', kind, blocks: readBlocks(note, noteContext) });
    }
  }
  return { body: readBlocks(body, context), notes, styles, numbering, dropped };
}
