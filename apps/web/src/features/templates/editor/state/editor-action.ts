import type { ReferenceTemplateInput } from '@galley/contracts';
import type { EditorDraft } from './editor-draft.ts';
import type { ElementKind } from './element-kinds.ts';

/** Everything the editor can do; the drag and drop, buttons and panels only dispatch these. */
export type EditorAction =
  /** From the palette into the line at `index` (the end when absent); an element already there stays put. */
  | { type: 'add'; kind: ElementKind; index?: number }
  | { type: 'move'; from: number; to: number }
  | { type: 'remove'; kind: ElementKind }
  /** A text, switch or select setting of an element. */
  | { type: 'set'; kind: ElementKind; path: string; value: string | boolean }
  /** A number setting as typed: kept when valid, otherwise remembered as refused text. */
  | { type: 'setNumber'; kind: ElementKind; path: string; raw: string }
  | { type: 'rename'; name: string }
  | { type: 'setEnd'; end: string }
  /** Replace the draft (a common citation style, or a stored template); `keepName` keeps the typed name. */
  | { type: 'load'; template: ReferenceTemplateInput; keepName?: boolean }
  /** A saved template opened: a fresh editor on it (no history, nothing unsaved). */
  | { type: 'open'; template: ReferenceTemplateInput }
  | { type: 'clear' }
  | { type: 'undo' }
  | { type: 'redo' }
  /** The stored template was renamed: the draft and what was saved take the name; other edits stay unsaved. */
  | { type: 'renamed'; name: string }
  /**
   * The draft was saved (as `name` when saved as a new name). `sent` is the draft as it was sent, when
   * edits may have come in while the save was on its way: those stay unsaved.
   */
  | { type: 'saved'; name?: string; sent?: EditorDraft };
