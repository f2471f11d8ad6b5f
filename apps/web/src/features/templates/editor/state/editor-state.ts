import { type EditorDraft, EMPTY_DRAFT } from './editor-draft.ts';

/** The editor: the draft, its history, and what the last save wrote (for the dirty flag). */
export interface EditorState {
  draft: EditorDraft;
  past: EditorDraft[];
  future: EditorDraft[];
  /** JSON of the draft when last saved or loaded; the draft is dirty when it differs. */
  saved: string;
  /** Text typed into number fields that was refused, by `<kind>.<path>`; the draft keeps the last valid value. */
  numberInputs: Record<string, string>;
  /** The last edit's coalescing key: typing into one field is one undo step, not one per keystroke. */
  lastEdit: string | undefined;
}

export function initialEditorState(draft: EditorDraft = EMPTY_DRAFT): EditorState {
  return { draft, past: [], future: [], saved: JSON.stringify(draft), numberInputs: {}, lastEdit: undefined };
}

export function isDirty(state: EditorState): boolean {
  return JSON.stringify(state.draft) !== state.saved;
}

export const canUndo = (state: EditorState): boolean => state.past.length > 0;
export const canRedo = (state: EditorState): boolean => state.future.length > 0;
