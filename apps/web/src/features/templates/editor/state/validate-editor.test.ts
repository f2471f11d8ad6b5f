import { describe, expect, it } from 'vitest';
import { editorReducer } from './editor-reducer.ts';
import { initialEditorState } from './editor-state.ts';
import { hasProblems, validateEditor } from './validate-editor.ts';

const ready = editorReducer(editorReducer(initialEditorState(), { type: 'rename', name: 'My style' }), {
  type: 'add',
  kind: 'author',
});

describe('template editor validation (spec §5)', () => {
  it('passes a named template with an element', () => {
    expect(hasProblems(validateEditor(ready))).toBe(false);
  });

  it('requires a name, blank counting as none', () => {
    const state = editorReducer(ready, { type: 'rename', name: '   ' });
    expect(validateEditor(state).name).toBe('nameRequired');
  });

  it('allows 100 characters and refuses 101', () => {
    expect(
      validateEditor(editorReducer(ready, { type: 'rename', name: 'n'.repeat(100) })).name,
    ).toBeUndefined();
    expect(validateEditor(editorReducer(ready, { type: 'rename', name: 'n'.repeat(101) })).name).toBe(
      'nameTooLong',
    );
  });

  it('asks for at least one element moved into the line', () => {
    const state = editorReducer(ready, { type: 'remove', kind: 'author' });
    expect(validateEditor(state).elements).toBe('noElements');
    expect(hasProblems(validateEditor(state))).toBe(true);
  });

  it('reports refused integers by field', () => {
    const state = editorReducer(ready, {
      type: 'setNumber',
      kind: 'author',
      path: 'maxDisplayCount',
      raw: 'six',
    });
    expect(validateEditor(state).numbers).toEqual({ 'author.maxDisplayCount': 'integer' });
    const range = editorReducer(ready, {
      type: 'setNumber',
      kind: 'author',
      path: 'skipRule.keepFirst',
      raw: '0',
    });
    expect(validateEditor(range).numbers).toEqual({ 'author.skipRule.keepFirst': 'range' });
  });
});
