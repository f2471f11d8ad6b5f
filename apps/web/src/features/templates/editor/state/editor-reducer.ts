import { TypeLayouts } from '@galley/contracts';
import { addElement, moveElement, removeElement, setSetting } from './edit-draft.ts';
import type { EditorAction } from './editor-action.ts';
import type { EditorDraft } from './editor-draft.ts';
import { type EditorState, initialEditorState } from './editor-state.ts';
import { findField } from './element-fields.ts';
import { fullElement } from './new-element.ts';
import { parseNumber } from './parse-number.ts';

/** How many steps undo remembers. */
export const HISTORY_LIMIT = 100;

/** A new draft becomes the present; the old one goes on the undo stack unless the edit continues the last one. */
function commit(state: EditorState, draft: EditorDraft, editKey?: string): EditorState {
  if (draft === state.draft) return { ...state, lastEdit: editKey };
  const continues = editKey !== undefined && editKey === state.lastEdit && state.past.length > 0;
  const past = continues ? state.past : [...state.past, state.draft].slice(-HISTORY_LIMIT);
  return { ...state, draft, past, future: [], lastEdit: editKey };
}

function withoutInput(inputs: Record<string, string>, key: string): Record<string, string> {
  const { [key]: _dropped, ...rest } = inputs;
  return rest;
}

function setNumber(state: EditorState, action: Extract<EditorAction, { type: 'setNumber' }>): EditorState {
  const key = `${action.kind}.${action.path}`;
  const field = findField(action.kind, action.path);
  if (!field || (field.kind !== 'integer' && field.kind !== 'float')) return state;
  const parsed = parseNumber(action.raw, field.kind, field.min, field.max);
  if (!parsed.ok) return { ...state, numberInputs: { ...state.numberInputs, [key]: action.raw } };
  const next = commit(state, setSetting(state.draft, action.kind, action.path, parsed.value), key);
  return { ...next, numberInputs: withoutInput(state.numberInputs, key) };
}

/** The template editor's state machine (spec §4 Template editor): pure, so every rule is unit-tested. */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'add':
      return commit(state, addElement(state.draft, action.kind, action.index));
    case 'move':
      return commit(state, moveElement(state.draft, action.from, action.to));
    case 'remove': {
      const next = commit(state, removeElement(state.draft, action.kind));
      const prefix = `${action.kind}.`;
      const numberInputs = Object.fromEntries(
        Object.entries(next.numberInputs).filter(([key]) => !key.startsWith(prefix)),
      );
      return { ...next, numberInputs };
    }
    case 'set':
      return commit(
        state,
        setSetting(state.draft, action.kind, action.path, action.value),
        typeof action.value === 'string' ? `${action.kind}.${action.path}` : undefined,
      );
    case 'setNumber':
      return setNumber(state, action);
    case 'rename':
      return commit(state, { ...state.draft, name: action.name }, 'name');
    case 'setEnd':
      return commit(state, { ...state.draft, end: action.end.slice(0, 20) }, 'end');
    case 'load': {
      const elements = action.template.elements.map(fullElement);
      const name = action.keepName && state.draft.name ? state.draft.name : action.template.name;
      const layouts = action.template.layouts && TypeLayouts.parse(action.template.layouts);
      const next = commit(state, {
        name,
        elements,
        end: action.template.end ?? '',
        ...(layouts ? { layouts } : {}),
      });
      return { ...next, numberInputs: {} };
    }
    case 'open': {
      const loaded = editorReducer(initialEditorState(), { type: 'load', template: action.template });
      return initialEditorState(loaded.draft);
    }
    case 'clear':
      return { ...commit(state, { name: state.draft.name, elements: [], end: '' }), numberInputs: {} };
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      const future = [state.draft, ...state.future];
      return {
        ...state,
        draft: previous,
        past: state.past.slice(0, -1),
        future,
        numberInputs: {},
        lastEdit: undefined,
      };
    }
    case 'redo': {
      const [next, ...future] = state.future;
      if (!next) return state;
      const past = [...state.past, state.draft];
      return { ...state, draft: next, past, future, numberInputs: {}, lastEdit: undefined };
    }
    case 'renamed': {
      const saved = JSON.stringify({ ...(JSON.parse(state.saved) as EditorDraft), name: action.name });
      return { ...state, draft: { ...state.draft, name: action.name }, saved, lastEdit: undefined };
    }
    case 'saved': {
      const named = (draft: EditorDraft) =>
        action.name === undefined ? draft : { ...draft, name: action.name };
      const draft = named(state.draft);
      return {
        ...state,
        draft,
        saved: JSON.stringify(named(action.sent ?? state.draft)),
        lastEdit: undefined,
      };
    }
  }
}
