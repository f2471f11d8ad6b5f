import type { Block, Table, TableCell } from '@galley/contracts';
import { liftCellBlocks } from './lift-cell-blocks.ts';

// The labels of a title page's rows ("Title", "Running title", "Authors", "Corresponding author", "Keywords"), in
// the languages manuscripts reach us in.
const FRONT_LABEL =
  /^(?:(?:(?:article|manuscript|paper|full|running|short)\s+)?title(?:\s+of\s+(?:the\s+)?(?:article|manuscript|paper))?|running\s+head|authors?(?:\(s\))?(?:'?\s*names?)?|(?:author\s+)?affiliations?(?:\(s\))?|institutions?(?:\(s\))?|corresponding\s+author(?:'s)?(?:\s+(?:details|information|address))?|correspondence(?:\s+(?:to|address))?|address(?:es)?\s+for\s+correspondence|e-?mail|keywords?|key\s+words|word\s+count|(?:type|category)\s+of\s+(?:article|manuscript)|(?:article|manuscript)\s+type|제목|논문\s*제목|영문\s*제목|국문\s*제목|저자|저자명|소속|교신\s*저자|주제어|핵심어|题目|标题|作者|单位|作者单位|通讯作者|关键词|表題|タイトル|著者|所属|責任著者|キーワード)\s*[:：]?$/iu;

/**
 * A title page typed as a table of labels and values ("Title | Association between …", "Authors | …",
 * "Corresponding author | …"), as some journals' submission forms are: its cells' paragraphs, row by row, as body
 * paragraphs in their place, so the title page reads like one typed line by line (a label, then its text). Only a
 * two-column table before the main text whose rows are mostly labelled as a title page's parts, the title among
 * them; a header row above the labels ("Item | Details") is left out.
 */
export function unwrapTitlePageTable(blocks: Block[]): void {
  const index = blocks.findIndex((block) => block.type === 'table' && isTitlePage(block));
  const table = blocks[index];
  if (table?.type !== 'table' || !beforeMainText(blocks.slice(0, index))) return;
  const first = table.rows.findIndex((row) => isLabelRow(row.cells));
  blocks.splice(index, 1, ...liftCellBlocks({ ...table, rows: table.rows.slice(first) }));
}

function isTitlePage(table: Table): boolean {
  if (!table.rows.every((row) => row.cells.length === 2)) return false;
  const labels = table.rows.filter((row) => isLabelRow(row.cells)).map((row) => labelOf(row.cells));
  return (
    labels.length >= 2 &&
    labels.length * 3 >= table.rows.length * 2 &&
    labels.some((label) => /title|제목|题目|标题|表題|タイトル/iu.test(label))
  );
}

function isLabelRow(cells: readonly TableCell[]): boolean {
  return FRONT_LABEL.test(labelOf(cells));
}

function labelOf(cells: readonly TableCell[]): string {
  return cellText(cells[0]?.blocks ?? []).trim();
}

/** Only a few short lines (a journal's name, "Original article") or boxes before the table, no body text. */
function beforeMainText(before: readonly Block[]): boolean {
  const filled = before.filter((block) => block.type !== 'paragraph' || block.text.trim());
  return filled.length <= 6 && filled.every((block) => block.type === 'table' || block.text.length <= 200);
}

function cellText(blocks: readonly Block[]): string {
  return blocks.map((block) => (block.type === 'paragraph' ? block.text : '')).join(' ');
}
