import type { HighlightRange } from '@galley/contracts';
import { readConfirmHtml, type SelectionContext } from '@galley/manuscript/board';
import { blockRoles } from '../html/block-roles.ts';

export interface BoardDocument {
  /** The server's HTML without highlights. */
  baseHtml: string;
  texts: Map<string, string>;
  roles: ReturnType<typeof blockRoles>;
}

export function boardDocument(baseHtml: string): BoardDocument {
  return { baseHtml, texts: readConfirmHtml(baseHtml).texts, roles: blockRoles(baseHtml) };
}

/**
 * The rules' view of the board (@galley/manuscript's SelectionContext) built from the HTML, as selectionContext
 * builds it from the model: a block that is not a known paragraph counts as table, like a table itself.
 */
export function boardContext(
  document: BoardDocument,
  highlights: readonly HighlightRange[],
): SelectionContext {
  return {
    textOf: (block) => document.texts.get(block),
    isTable: (block) => document.roles.get(block)?.table ?? true,
    highlights,
  };
}
