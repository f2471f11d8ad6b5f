import type { Block, Paragraph, Table } from '@galley/contracts';

const TITLE = /^\s*(?:table|tab\.)\s*(?:[A-Z]?\d+|[IVXLC]+\b)/i;
// Word labels in either case ("Note:", "notes."), as APA and most journals start table notes with a capital.
const NOTE =
  /^\s*(?:[Nn]otes?\b|[Ss]ources?\s*:|[Aa]bbreviations?\b|[Ll]egend\s*:|[*†‡§¶#]|[a-z]\s*[).:]?\s+\p{Lu})/u;

// A figure's caption: its number closed by punctuation or followed by a capitalised title ("Figure 2 data are …" is
// a note's text).
const FIGURE_TITLE =
  /^\s*(?:(?:[Ss]upplementary\s+|[Ee]xtended\s+[Dd]ata\s+)?(?:[Ff]igure|FIGURE|[Ff]ig\.?|FIG\.?|[Ss]cheme|SCHEME|[Ff]igura|FIGURA|[Aa]bbildung|[Aa]bb\.|[Gg]r[áa]fico)\s*S?\d+[A-Za-z]?(?:\s*[.:|–—-]|\s+\p{Lu}|\s*$)|(?:图|圖|図|그림)\s*S?\d+)/u;

// Notes without a label: abbreviations defined ("RC: reading comprehension."), a footnote letter ("a intelligible
// speech only"), or a line too short to be body text ("Rounded to nearest whole month.").
const SHORT_NOTE = /^(?:\p{Lu}[\p{L}\d()+-]{0,12}\s*:\s|[a-z]\s+\p{L}|.{1,80}$)/u;

/**
 * Finds each table's title (the caption just before it, or a "Table 2 …" row inside it) and notes (the short
 * paragraphs right after it that read like table notes, or a last row that does), and tags those paragraphs.
 */
export function markTableCaptions(blocks: Block[]): void {
  blocks.forEach((block, index) => {
    if (block.type !== 'table') return;
    const title = titleBefore(blocks, index) ?? titleRow(block);
    if (title) {
      title.tableRole = 'table.title';
      block.title = title.id;
    }
    for (const note of notesAfter(blocks, index).concat(noteRow(block))) {
      note.tableRole = 'table.annotation';
      block.notes.push(note.id);
    }
  });
}

function titleBefore(blocks: Block[], index: number): Paragraph | undefined {
  // Skip empty paragraphs; look at most two paragraphs up (a caption and a blank line, or a caption over two lines).
  for (let i = index - 1, seen = 0; i >= 0 && seen < 2; i--) {
    const block = blocks[i];
    if (block?.type !== 'paragraph') return undefined;
    if (!block.text.trim()) continue;
    if (block.tableRole) return undefined; // the notes of the table above
    if (TITLE.test(block.text) || /caption/i.test(block.styleName ?? '')) return block;
    seen++;
  }
  return undefined;
}

function titleRow(table: Table): Paragraph | undefined {
  const cells = table.rows[0]?.cells ?? [];
  const paragraph = cells.length === 1 ? cells[0]?.blocks.find(isParagraph) : undefined;
  return paragraph && TITLE.test(paragraph.text) ? paragraph : undefined;
}

function notesAfter(blocks: Block[], index: number): Paragraph[] {
  const notes: Paragraph[] = [];
  for (let i = index + 1; i < blocks.length && notes.length < 6; i++) {
    const block = blocks[i];
    if (block?.type !== 'paragraph' || block.heading) break;
    if (!block.text.trim()) {
      if (notes.length) break;
      continue;
    }
    const superscriptStart = block.spans.some((span) => span.superscript && span.start === 0);
    // The next table's title ("Table B1 (continued)"), or a figure's caption ("FIGURE 1 Themes and subthemes.").
    if (TITLE.test(block.text) || FIGURE_TITLE.test(block.text)) break;
    if (!NOTE.test(block.text) && !superscriptStart && !SHORT_NOTE.test(block.text.trim())) break;
    notes.push(block);
  }
  return notes;
}

function noteRow(table: Table): Paragraph[] {
  const last = table.rows[table.rows.length - 1]?.cells ?? [];
  if (table.rows.length < 2 || last.length !== 1) return [];
  const paragraphs = last[0]?.blocks.filter(isParagraph) ?? [];
  return paragraphs[0] && NOTE.test(paragraphs[0].text) ? paragraphs.filter((p) => p.text.trim()) : [];
}

function isParagraph(block: Block): block is Paragraph {
  return block.type === 'paragraph';
}
