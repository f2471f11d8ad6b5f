import { decodeEntities, HTML_TOKENS, tagAttributes } from '@galley/manuscript/board';

export interface BlockRole {
  /** A table cell or a table's title or notes: never dragged (table steps are tagged automatically). */
  table: boolean;
  /** A table's title (`data-tag="table.title"`): left out of the title step's text (spec §5). */
  tableTitle: boolean;
}

/**
 * Each paragraph's role from the attributes renderConfirmHtml writes (`data-in-table`, `data-tag`) — what
 * selectionContext reads from the manuscript model, which the browser does not have.
 */
export function blockRoles(html: string): Map<string, BlockRole> {
  const roles = new Map<string, BlockRole>();
  for (const [, , opening, attributes] of html.matchAll(HTML_TOKENS)) {
    if (opening?.toLowerCase() !== 'p') continue;
    const found = tagAttributes(attributes ?? '');
    const block = found.get('data-block');
    if (block === undefined) continue;
    const tag = found.get('data-tag');
    roles.set(decodeEntities(block), {
      table: found.has('data-in-table') || tag !== undefined,
      tableTitle: tag === 'table.title',
    });
  }
  return roles;
}
