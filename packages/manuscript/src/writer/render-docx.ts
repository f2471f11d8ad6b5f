import type { ArticleTemplate, Block, Manuscript, Table as SourceTable } from '@galley/contracts';
import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  PageBreak,
  Paragraph,
  type ParagraphChild,
  Table,
  TableCell,
  TableRow,
  WidthType,
} from 'docx';
import type { DocumentPlan, PlanBlock } from './document-plan.ts';
import { documentStyles, sectionProperties, textWidthTwips } from './page-layout.ts';
import { type RunContext, renderRuns, textRun } from './render-runs.ts';
import type { ManuscriptIndex } from './source-index.ts';

const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
];

export interface RenderedDocx {
  bytes: Uint8Array;
  /** Source note ids (`fn3`, `en2`) whose mark was written, so the report can name the notes left out. */
  notesWritten: Set<string>;
}

const LIST_INDENT_TWIPS = 720;

/** The plan → .docx bytes, laid out as the template says (page, font, spacing, line and page numbers). */
export async function renderDocx(
  plan: DocumentPlan,
  manuscript: Manuscript,
  index: ManuscriptIndex,
  template: ArticleTemplate,
  title: string,
): Promise<RenderedDocx> {
  const context: RunContext = { footnotes: new Map(), endnotes: new Map(), replacements: plan.replacements };
  const textWidth = textWidthTwips(template.layout);
  const children: (Paragraph | Table)[] = [];
  for (const block of plan.blocks) {
    const rendered = renderBlock(block, index, context, textWidth);
    if (rendered) children.push(rendered);
  }
  const notes = new Map(manuscript.notes.map((note) => [note.id, note]));
  // Notes are rendered after the body so every mark has its number; a note's own marks are not followed. Their
  // citations are renumbered with the text's (the reference list counts them where the mark is).
  const noteContent = (numbers: Map<string, number>) =>
    Object.fromEntries(
      [...numbers].map(([id, number]) => {
        const paragraphs = notes.get(id)?.paragraphs ?? [];
        const rendered = paragraphs.map(
          (p) =>
            new Paragraph({
              children: renderRuns(p, 0, p.text.length, {
                footnotes: new Map(),
                endnotes: new Map(),
                replacements: plan.replacements,
              }),
            }),
        );
        return [number, { children: rendered.length ? rendered : [new Paragraph('')] }];
      }),
    );
  const section = sectionProperties(template.layout);
  const document = new Document({
    title,
    creator: 'Galley',
    styles: documentStyles(template.layout),
    footnotes: noteContent(context.footnotes),
    endnotes: noteContent(context.endnotes),
    sections: [{ ...section, children }],
  });
  const bytes = new Uint8Array(await Packer.toArrayBuffer(document));
  return { bytes, notesWritten: new Set([...context.footnotes.keys(), ...context.endnotes.keys()]) };
}

function renderBlock(
  block: PlanBlock,
  index: ManuscriptIndex,
  context: RunContext,
  textWidth: number,
): Paragraph | Table | undefined {
  switch (block.kind) {
    case 'pageBreak':
      return new Paragraph({ children: [new PageBreak()] });
    case 'heading':
      return new Paragraph({
        heading: HEADINGS[block.level - 1] ?? HeadingLevel.HEADING_4,
        children: [textRun(block.text, {})],
      });
    case 'table': {
      const table = index.tables.get(block.table);
      return table ? renderTable(table, index, context, textWidth) : undefined;
    }
    case 'paragraph': {
      const children: ParagraphChild[] = [];
      for (const part of block.parts) {
        if ('fragment' in part) {
          const paragraph = index.paragraphs.get(part.fragment.block);
          if (paragraph)
            children.push(...renderRuns(paragraph, part.fragment.start, part.fragment.end, context));
        } else children.push(textRun(part.text, part));
      }
      if (block.role === 'title')
        return new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children });
      if (block.role === 'subheading')
        return new Paragraph({
          heading: HEADINGS[(block.level ?? 2) - 1] ?? HeadingLevel.HEADING_2,
          children,
        });
      const indent = listIndent(block.listLevel);
      if (block.role === 'caption') return new Paragraph({ keepNext: true, children, ...indent });
      return new Paragraph({ children, ...indent });
    }
  }
}

/** Nested list items sit half an inch further in per level, so the nesting shows as the author had it. */
function listIndent(level: number | undefined): { indent?: { left: number } } {
  return level ? { indent: { left: LIST_INDENT_TWIPS * level } } : {};
}

function renderTable(
  table: SourceTable,
  index: ManuscriptIndex,
  context: RunContext,
  textWidth: number,
): Table {
  const columns = Math.max(
    1,
    (table.rows[0]?.cells ?? []).reduce((sum, cell) => sum + cell.colSpan, 0),
  );
  const width = Math.floor(textWidth / columns);
  const rows = table.rows.map(
    (row) =>
      new TableRow({
        children: row.cells.map(
          (cell) =>
            new TableCell({
              ...(cell.rowSpan > 1 ? { rowSpan: cell.rowSpan } : {}),
              ...(cell.colSpan > 1 ? { columnSpan: cell.colSpan } : {}),
              children: cellChildren(cell.blocks, index, context, textWidth),
            }),
        ),
      }),
  );
  return new Table({
    rows: rows.length
      ? rows
      : [new TableRow({ children: [new TableCell({ children: [new Paragraph('')] })] })],
    columnWidths: Array.from({ length: columns }, () => width),
    width: { size: width * columns, type: WidthType.DXA },
  });
}

function cellChildren(
  blocks: readonly Block[],
  index: ManuscriptIndex,
  context: RunContext,
  textWidth: number,
): (Paragraph | Table)[] {
  const out: (Paragraph | Table)[] = blocks.map((block) =>
    block.type === 'paragraph'
      ? new Paragraph({ children: renderRuns(block, 0, block.text.length, context) })
      : renderTable(block, index, context, textWidth),
  );
  // Word wants a paragraph in every cell, and after a nested table.
  if (out.length === 0 || out[out.length - 1] instanceof Table) out.push(new Paragraph(''));
  return out;
}
