import type { Block, Table, TableCell } from '@galley/contracts';
import type { DxBlock, DxTable } from '../docx/docx-types.ts';

/**
 * Word's merges → HTML-like spans: `gridSpan` is the colSpan; a `vMerge` continuation cell is dropped and the cell
 * that restarted the merge in that grid column grows its rowSpan (its text, if any, is appended there).
 */
export function buildTable(id: string, dx: DxTable, buildBlocks: (blocks: DxBlock[]) => Block[]): Table {
  const rows: Table['rows'] = [];
  const merging = new Map<number, TableCell>();
  for (const dxRow of dx.rows) {
    const cells: TableCell[] = [];
    let column = dxRow.gridBefore;
    for (const dxCell of dxRow.cells) {
      const blocks = buildBlocks(dxCell.blocks);
      const origin = merging.get(column);
      if (dxCell.vMerge === 'continue' && origin) {
        origin.rowSpan++;
        if (blocks.some((block) => block.type === 'table' || block.text.trim()))
          origin.blocks.push(...blocks);
      } else {
        const cell: TableCell = { rowSpan: 1, colSpan: dxCell.gridSpan, blocks };
        cells.push(cell);
        if (dxCell.vMerge === 'restart') merging.set(column, cell);
        else merging.delete(column);
      }
      column += dxCell.gridSpan;
    }
    rows.push({ cells });
  }
  return { type: 'table', id, rows, notes: [] };
}
