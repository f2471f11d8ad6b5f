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
// A table's notes speak of the table, never as its authors: a short line of theirs after it ("We thank all
// participants …", "The authors declare no conflict of interest.") is the text going on, however short.
const AUTHORS_SPEAKING = /^\s*(?:[^\s:：]{1,16}[:：]?\s+)?(?:we|our|the authors?)\b/iu;
// A heading typed as a plain line ("Tables", "Statements and declarations", "Acknowledgements"): a few words, no
// closing stop, no figures or punctuation a note's text has.
const HEADING_LINE = /^\p{Lu}[\p{L}'’ -]*$/u;

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
    if (!NOTE.test(block.text) && !superscriptStart && !unlabelledNote(block.text.trim())) break;
    notes.push(block);
  }
  return notes;
}

/**
 * A note without a label or mark: defined abbreviations, a footnote letter, or a short line — not in the authors'
 * voice, and not a heading typed as a plain line.
 */
function unlabelledNote(text: string): boolean {
  if (HEADING_LINE.test(text) && text.split(/\s+/).length <= 5) return false;
  return SHORT_NOTE.test(text) && !AUTHORS_SPEAKING.test(text);
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
