import type { ReferenceTemplate, TemplateElement } from '@galley/contracts';

/** What undo and redo step through: the template being edited, before it is checked and saved. */
export interface EditorDraft {
  name: string;
  elements: TemplateElement[];
  end: string;
  /**
   * The per-type layouts (books, chapters, web pages…) of the template the draft started from. The editor edits the
   * journal-article line; these ride along unchanged so a preset keeps its other item types.
   */
  layouts?: ReferenceTemplate['layouts'];
}

export const EMPTY_DRAFT: EditorDraft = { name: '', elements: [], end: '' };
