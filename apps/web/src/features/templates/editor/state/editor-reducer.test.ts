import { ReferenceTemplate } from '@galley/contracts';
import { CITATION_PRESETS } from '@galley/references';
import { describe, expect, it } from 'vitest';
import type { EditorAction } from './editor-action.ts';
import { editorReducer } from './editor-reducer.ts';
import { canRedo, canUndo, type EditorState, initialEditorState, isDirty } from './editor-state.ts';
import { toTemplate } from './to-template.ts';

const run = (actions: EditorAction[], state: EditorState = initialEditorState()) =>
  actions.reduce(editorReducer, state);
const kinds = (state: EditorState) => state.draft.elements.map((element) => element.element);

describe('the template line', () => {
  it('adds from the palette at the end or at a position, each element once', () => {
    const state = run([
      { type: 'add', kind: 'author' },
      { type: 'add', kind: 'title' },
      { type: 'add', kind: 'number', index: 0 },
      { type: 'add', kind: 'journal', index: 2 },
      { type: 'add', kind: 'author', index: 0 },
    ]);
    expect(kinds(state)).toEqual(['number', 'author', 'journal', 'title']);
  });

  it('clamps positions outside the line', () => {
    const state = run([
      { type: 'add', kind: 'author', index: 99 },
      { type: 'add', kind: 'title', index: -5 },
    ]);
    expect(kinds(state)).toEqual(['title', 'author']);
  });

  it('moves between positions, both ways', () => {
    const start = run(
      ['number', 'author', 'title', 'journal'].map((kind) => ({ type: 'add', kind }) as EditorAction),
    );
    expect(kinds(editorReducer(start, { type: 'move', from: 0, to: 3 }))).toEqual([
      'author',
      'title',
      'journal',
      'number',
    ]);
    expect(kinds(editorReducer(start, { type: 'move', from: 3, to: 1 }))).toEqual([
      'number',
      'journal',
      'author',
      'title',
    ]);
  });

  it('ignores moves to the same place or from nowhere, without an undo step', () => {
    const start = run([
      { type: 'add', kind: 'author' },
      { type: 'add', kind: 'title' },
    ]);
    expect(editorReducer(start, { type: 'move', from: 1, to: 1 }).past).toHaveLength(2);
    expect(editorReducer(start, { type: 'move', from: 5, to: 0 }).draft).toBe(start.draft);
  });

  it('removes an element, and a removed element can come back from the palette with its defaults', () => {
    const state = run([
      { type: 'add', kind: 'author' },
      { type: 'set', kind: 'author', path: 'prefix', value: '[' },
      { type: 'remove', kind: 'author' },
      { type: 'add', kind: 'author' },
    ]);
    expect(state.draft.elements[0]?.prefix).toBe('');
  });
});

describe('element settings', () => {
  const withAuthor = run([{ type: 'add', kind: 'author' }]);

  it('sets the common settings and the element’s own, nested ones included', () => {
    const state = run(
      [
        { type: 'set', kind: 'author', path: 'suffix', value: '.' },
        { type: 'set', kind: 'author', path: 'italic', value: true },
        { type: 'set', kind: 'author', path: 'abbreviateRule.period', value: true },
        { type: 'set', kind: 'author', path: 'etAlTerm', value: ' et al.' },
      ],
      withAuthor,
    );
    expect(state.draft.elements[0]).toMatchObject({
      suffix: '.',
      italic: true,
      etAlTerm: ' et al.',
      abbreviateRule: { period: true, space: false, keepHyphen: true },
    });
  });

  it('refuses values the template type does not allow', () => {
    const withPage = run([{ type: 'add', kind: 'page' }]);
    const state = run(
      [
        { type: 'set', kind: 'page', path: 'format', value: 'every-other-page' },
        { type: 'set', kind: 'page', path: 'enDash', value: 'yes' },
        { type: 'set', kind: 'page', path: 'parentheses', value: true },
        { type: 'set', kind: 'title', path: 'prefix', value: 'x' },
      ],
      withPage,
    );
    expect(state.draft).toBe(withPage.draft);
  });

  it('cuts text at the field’s limit and drops an optional text when emptied', () => {
    const state = run([
      { type: 'add', kind: 'page' },
      { type: 'set', kind: 'page', path: 'prefix', value: 'x'.repeat(150) },
      { type: 'set', kind: 'page', path: 'singlePageKeyword', value: 'p. ' },
    ]);
    expect(state.draft.elements[0]?.prefix).toHaveLength(100);
    expect(state.draft.elements[0]).toHaveProperty('singlePageKeyword', 'p. ');
    const cleared = editorReducer(state, { type: 'set', kind: 'page', path: 'singlePageKeyword', value: '' });
    expect(cleared.draft.elements[0]).not.toHaveProperty('singlePageKeyword');
  });

  it('keeps a valid number and remembers refused text without changing the template', () => {
    const valid = editorReducer(withAuthor, {
      type: 'setNumber',
      kind: 'author',
      path: 'maxDisplayCount',
      raw: '6',
    });
    expect(valid.draft.elements[0]).toHaveProperty('maxDisplayCount', 6);
    const refused = editorReducer(valid, {
      type: 'setNumber',
      kind: 'author',
      path: 'maxDisplayCount',
      raw: '6.5',
    });
    expect(refused.draft).toBe(valid.draft);
    expect(refused.numberInputs).toEqual({ 'author.maxDisplayCount': '6.5' });
    const fixed = editorReducer(refused, {
      type: 'setNumber',
      kind: 'author',
      path: 'maxDisplayCount',
      raw: '3',
    });
    expect(fixed.numberInputs).toEqual({});
    expect(fixed.draft.elements[0]).toHaveProperty('maxDisplayCount', 3);
  });

  it('forgets refused number text of an element that is removed', () => {
    const state = run(
      [
        { type: 'setNumber', kind: 'author', path: 'skipRule.keepFirst', raw: '0' },
        { type: 'remove', kind: 'author' },
      ],
      withAuthor,
    );
    expect(state.numberInputs).toEqual({});
  });
});

describe('common citation styles', () => {
  it.each(CITATION_PRESETS.map((preset) => [preset.id, preset] as const))(
    '%s loads as exactly the template type',
    (_id, preset) => {
      const state = editorReducer(initialEditorState(), { type: 'load', template: preset.template });
      expect(toTemplate(state.draft)).toEqual(ReferenceTemplate.parse(preset.template));
    },
  );

  it('keeps a typed name when asked, and loading is one undo step', () => {
    const preset = CITATION_PRESETS[0];
    if (!preset) throw new Error('no presets');
    const state = run([
      { type: 'rename', name: 'Mine' },
      { type: 'load', template: preset.template, keepName: true },
    ]);
    expect(state.draft.name).toBe('Mine');
    expect(editorReducer(state, { type: 'undo' }).draft.elements).toEqual([]);
  });
});

describe('undo, redo and the dirty flag', () => {
  it('undoes and redoes each change, and a new change drops the redo steps', () => {
    const state = run([{ type: 'add', kind: 'author' }, { type: 'add', kind: 'title' }, { type: 'undo' }]);
    expect(kinds(state)).toEqual(['author']);
    expect(canRedo(state)).toBe(true);
    expect(kinds(editorReducer(state, { type: 'redo' }))).toEqual(['author', 'title']);
    const branched = editorReducer(state, { type: 'add', kind: 'doi' });
    expect(canRedo(branched)).toBe(false);
    expect(kinds(run([{ type: 'undo' }, { type: 'undo' }, { type: 'undo' }], branched))).toEqual([]);
  });

  it('makes typing into one field one undo step', () => {
    const state = run([
      { type: 'add', kind: 'doi' },
      { type: 'set', kind: 'doi', path: 'prefix', value: 'd' },
      { type: 'set', kind: 'doi', path: 'prefix', value: 'do' },
      { type: 'set', kind: 'doi', path: 'prefix', value: 'doi' },
      { type: 'rename', name: 'A' },
      { type: 'rename', name: 'AB' },
    ]);
    expect(state.past).toHaveLength(3);
    expect(editorReducer(state, { type: 'undo' }).draft.name).toBe('');
    expect(run([{ type: 'undo' }, { type: 'undo' }], state).draft.elements[0]?.prefix).toBe('');
  });

  it('does nothing on undo or redo with no history', () => {
    const state = initialEditorState();
    expect(editorReducer(state, { type: 'undo' })).toBe(state);
    expect(editorReducer(state, { type: 'redo' })).toBe(state);
    expect(canUndo(state)).toBe(false);
  });

  it('is dirty after a change, clean after saving, and clean again when undone back to the save', () => {
    const start = initialEditorState();
    expect(isDirty(start)).toBe(false);
    const changed = editorReducer(start, { type: 'add', kind: 'pmid' });
    expect(isDirty(changed)).toBe(true);
    expect(isDirty(editorReducer(changed, { type: 'undo' }))).toBe(false);
    const saved = editorReducer(changed, { type: 'saved', name: 'Copy' });
    expect(saved.draft.name).toBe('Copy');
    expect(isDirty(saved)).toBe(false);
    expect(isDirty(editorReducer(saved, { type: 'setEnd', end: '.' }))).toBe(true);
  });

  it('remembers at most 100 steps', () => {
    const actions: EditorAction[] = Array.from({ length: 120 }, (_, index) => ({
      type: 'add',
      kind: index % 2 ? 'doi' : 'pmid',
    }));
    const state = run(actions.flatMap((action) => [action, { type: 'clear' } as EditorAction]));
    expect(state.past).toHaveLength(100);
  });
});

describe('opening a saved template', () => {
  it('starts a fresh editor on it: nothing unsaved, nothing to undo, the old draft gone', () => {
    const edited = run([
      { type: 'add', kind: 'author' },
      { type: 'rename', name: 'Scratch' },
    ]);
    const stored = toTemplate(
      run([
        { type: 'add', kind: 'title' },
        { type: 'rename', name: 'Mine' },
      ]).draft,
    );
    const opened = editorReducer(edited, { type: 'open', template: stored });
    expect(kinds(opened)).toEqual(['title']);
    expect(opened.draft.name).toBe('Mine');
    expect(isDirty(opened)).toBe(false);
    expect(canUndo(opened)).toBe(false);
    // Unsaved edits laid over it (kept from a dropped connection) are dirty and undo back to the saved one.
    const kept = editorReducer(opened, { type: 'load', template: { ...stored, elements: [] } });
    expect(isDirty(kept)).toBe(true);
    expect(isDirty(editorReducer(kept, { type: 'undo' }))).toBe(false);
  });
});

describe('renaming the stored template', () => {
  it('takes the new name as saved, leaving other edits unsaved', () => {
    const saved = run([{ type: 'add', kind: 'author' }, { type: 'rename', name: 'Old' }, { type: 'saved' }]);
    expect(isDirty(editorReducer(saved, { type: 'renamed', name: 'New' }))).toBe(false);
    const edited = editorReducer(saved, { type: 'add', kind: 'title' });
    const renamed = editorReducer(edited, { type: 'renamed', name: 'New' });
    expect(renamed.draft.name).toBe('New');
    expect(isDirty(renamed)).toBe(true);
    expect(isDirty(editorReducer(renamed, { type: 'remove', kind: 'title' }))).toBe(false);
  });
});

describe('a save on its way', () => {
  it('leaves edits made meanwhile unsaved', () => {
    const sent = run([
      { type: 'add', kind: 'author' },
      { type: 'rename', name: 'Mine' },
    ]);
    const meanwhile = editorReducer(sent, { type: 'add', kind: 'title' });
    const saved = editorReducer(meanwhile, { type: 'saved', sent: sent.draft });
    expect(isDirty(saved)).toBe(true);
    expect(isDirty(editorReducer(saved, { type: 'remove', kind: 'title' }))).toBe(false);
  });
});
