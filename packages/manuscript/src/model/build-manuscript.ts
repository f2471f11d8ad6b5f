import type {
  Block,
  Citation,
  Manuscript,
  ManuscriptWarning,
  Note,
  Paragraph,
  Table,
} from '@galley/contracts';
import { decodeCitationField } from '../citations/decode-citation-field.ts';
import type { DxBlock, DxDocument, DxParagraph, DxTable } from '../docx/docx-types.ts';
import { attachLoneMarks } from './attach-lone-marks.ts';
import { buildTable } from './build-table.ts';
import { detectHeading } from './detect-heading.ts';
import { FieldStack } from './field-stack.ts';
import { labelImages } from './label-images.ts';
import { ListCounter } from './list-counter.ts';
import { settleListHeadingLevels } from './list-heading-levels.ts';
import { demoteListRuns } from './list-run-headings.ts';
import { markTableCaptions } from './mark-table-captions.ts';
import { SpanWriter } from './span-writer.ts';
import { unwrapBoxes } from './unwrap-boxes.ts';
import { unwrapTitlePageTable } from './unwrap-title-page-table.ts';

type Origin = Paragraph['origin'];

/**
 * Stage 2: the intermediate document → the manuscript model. Blocks get ids in document order (`p1`, `t1`, …; note
 * paragraphs `fn3.p1`), text gets offsets, fields are decoded (citations, hyperlinks), lists get their labels and
 * headings are detected.
 */
export function buildManuscript(document: DxDocument): Manuscript {
  return new ManuscriptBuilder(document).build();
}

class ManuscriptBuilder {
  private paragraphCount = 0;
  private tableCount = 0;
  private readonly citations: Citation[] = [];
  private readonly warnings: ManuscriptWarning[] = [];
  private readonly lists: ListCounter;
  private unclosedFields = 0;

  constructor(private readonly document: DxDocument) {
    this.lists = new ListCounter(document.numbering);
  }

  build(): Manuscript {
    const blocks = this.story(this.document.body, 'body', (n) => `p${n}`);
    const notes: Note[] = this.document.notes.map((note) => {
      const prefix = `${note.kind === 'footnote' ? 'fn' : 'en'}${note.id}`;
      let count = 0;
      const paragraphs = this.story(note.blocks, note.kind, () => `${prefix}.p${++count}`).flatMap(
        flattenTables,
      );
      return { id: prefix, kind: note.kind, paragraphs };
    });
    attachLoneMarks(blocks);
    unwrapTitlePageTable(blocks);
    unwrapBoxes(blocks);
    demoteListRuns(blocks);
    settleListHeadingLevels(blocks);
    markTableCaptions(blocks);
    labelImages(blocks);
    this.summarise();
    return { blocks, notes, citations: this.citations, warnings: this.warnings };
  }

  /** One story (body, note, text box): its own field stack, since fields never cross stories. */
  private story(dxBlocks: DxBlock[], origin: Origin, nextId: (n: number) => string): Block[] {
    const fields = new FieldStack();
    const blocks: Block[] = [];
    const context = { fields, origin, nextId, table: undefined as string | undefined };
    for (const block of acceptDeletedMarks(dxBlocks)) blocks.push(...this.block(block, context));
    if (fields.open.length) this.unclosedFields += fields.open.length;
    return blocks;
  }

  private block(block: DxBlock, context: BlockContext): Block[] {
    return block.t === 'p' ? this.paragraph(block, context) : [this.table(block, context)];
  }

  private table(dx: DxTable, context: BlockContext): Table {
    const id = `t${++this.tableCount}`;
    const cellContext: BlockContext = {
      ...context,
      origin: context.origin === 'body' ? 'table' : context.origin,
      table: id,
    };
    return buildTable(id, dx, (blocks) =>
      acceptDeletedMarks(blocks).flatMap((b) => this.block(b, cellContext)),
    );
  }

  private paragraph(dx: DxParagraph, context: BlockContext): Block[] {
    const id = context.nextId(++this.paragraphCount);
    const writer = new SpanWriter();
    const links: string[] = [];
    const extra: Block[] = [];
    const { fields } = context;
    for (const inline of dx.inlines) {
      switch (inline.t) {
        case 'fieldBegin':
          fields.begin(inline.fldData);
          continue;
        case 'instr':
          fields.instruction(inline.text);
          continue;
        case 'fieldSeparate':
          fields.separate({ block: id, offset: writer.text.length });
          continue;
        case 'fieldEnd':
          this.endField(fields, id, writer);
          continue;
        default:
          break;
      }
      if (fields.hidden) continue;
      switch (inline.t) {
        case 'text':
          writer.append(inline.text, inline.props, links[links.length - 1] ?? fields.href);
          break;
        case 'linkStart':
          links.push(inline.href);
          break;
        case 'linkEnd':
          links.pop();
          break;
        case 'math': {
          const start = writer.text.length;
          writer.append(inline.text, {}, undefined);
          writer.inlines.push({
            kind: 'equation',
            start,
            end: writer.text.length,
            omml: inline.omml,
            display: inline.display,
          });
          break;
        }
        case 'noteRef':
          writer.inlines.push({
            kind: 'note',
            at: writer.text.length,
            note: `${inline.kind === 'footnote' ? 'fn' : 'en'}${inline.id}`,
          });
          break;
        case 'image':
          writer.inlines.push({
            kind: 'image',
            at: writer.text.length,
            ...(inline.description ? { description: inline.description } : {}),
          });
          break;
        case 'textbox':
          extra.push(...this.story(inline.blocks, 'textbox', (n) => `p${n}`));
          break;
      }
    }
    fields.finishParagraph(id, writer.text);
    const paragraph: Paragraph = {
      type: 'paragraph',
      id,
      text: writer.text,
      spans: writer.spans,
      inlines: writer.inlines,
      origin: context.origin,
    };
    if (context.table) paragraph.table = context.table;
    if (dx.styleId) {
      paragraph.styleId = dx.styleId;
      const name = this.document.styles.get(dx.styleId)?.name;
      if (name) paragraph.styleName = name;
    }
    if (dx.outlineLevel !== undefined) paragraph.outlineLevel = dx.outlineLevel;
    if (dx.numId) {
      const list = this.lists.next(dx.numId, dx.ilvl ?? 0);
      if (list) paragraph.list = list;
    }
    const heading = detectHeading(paragraph);
    if (heading) paragraph.heading = heading;
    return [paragraph, ...extra];
  }

  private endField(fields: FieldStack, block: string, writer: SpanWriter): void {
    const field = fields.end();
    if (!field) return;
    const decoded = decodeCitationField(field.instruction, field.data);
    if (!decoded) return;
    const anchor = field.result ?? { block, offset: writer.text.length };
    const blockText = anchor.block === block ? writer.text : (anchor.finishedText ?? '');
    const end = anchor.block === block ? writer.text.length : blockText.length;
    const id = `c${this.citations.length + 1}`;
    this.citations.push({
      id,
      source: decoded.source,
      block: anchor.block,
      start: anchor.offset,
      end,
      text: blockText.slice(anchor.offset, end),
      items: decoded.items,
    });
    if (decoded.problem)
      this.warnings.push({
        code: 'unreadable_citation',
        message: `Citation ${id} (${decoded.source}): ${decoded.problem}.`,
        block: anchor.block,
      });
  }

  private summarise(): void {
    const { comments, images, insertions, deletions } = this.document.dropped;
    if (images)
      this.warnings.push({
        code: 'image_dropped',
        message: `${images} image(s) dropped; a placeholder marks each place.`,
      });
    if (comments) this.warnings.push({ code: 'comment_dropped', message: `${comments} comment(s) dropped.` });
    if (insertions || deletions)
      this.warnings.push({
        code: 'tracked_change_accepted',
        message: `Tracked changes accepted: ${insertions} insertion(s) kept, ${deletions} deletion(s) removed.`,
      });
    if (this.unclosedFields)
      this.warnings.push({
        code: 'unclosed_field',
        message: `${this.unclosedFields} field(s) were never closed.`,
      });
  }
}

interface BlockContext {
  fields: FieldStack;
  origin: Origin;
  nextId: (n: number) => string;
  table: string | undefined;
}

/**
 * Accepting a deleted paragraph mark joins the paragraph with the next one (which keeps its properties); so does a
 * drop cap, whose letter Word keeps in a paragraph of its own ("T" + "he study…" is one word).
 */
function acceptDeletedMarks(blocks: DxBlock[]): DxBlock[] {
  const out: DxBlock[] = [];
  let carried: DxParagraph['inlines'] = [];
  for (const block of blocks) {
    if (block.t !== 'p') {
      if (carried.length) out.push({ t: 'p', markDeleted: false, inlines: carried });
      carried = [];
      out.push(block);
    } else if (block.markDeleted || block.dropCap) {
      carried = [...carried, ...block.inlines];
    } else {
      out.push(carried.length ? { ...block, inlines: [...carried, ...block.inlines] } : block);
      carried = [];
    }
  }
  if (carried.length) out.push({ t: 'p', markDeleted: false, inlines: carried });
  return out;
}

function flattenTables(block: Block): Paragraph[] {
  if (block.type === 'paragraph') return [block];
  return block.rows.flatMap((row) => row.cells.flatMap((cell) => cell.blocks.flatMap(flattenTables)));
}
