import { ReferenceTemplate } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { dropKeptDraft, keepDraft, keptDraftKey, readKeptDraft } from './kept-draft.ts';

/** Web Storage's contract over a Map, since the unit project runs without a DOM. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  full = false;
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const template = ReferenceTemplate.parse({ name: 'Mine', elements: [{ element: 'author' }], end: '.' });

describe('unsaved edits kept in the browser', () => {
  it('keeps, reads back and drops the edits of one template, apart from a new one', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    const key = keptDraftKey('user-1', '6f1d2c8e-2a51-4d0b-9a43-2f7e1c0d9b11');
    expect(key).not.toBe(keptDraftKey('user-1', undefined));
    keepDraft(key, template, storage);
    expect(readKeptDraft(key, storage)).toEqual(template);
    expect(readKeptDraft(keptDraftKey('user-1', undefined), storage)).toBeUndefined();
    // Another user on the same browser never gets them.
    expect(
      readKeptDraft(keptDraftKey('user-2', '6f1d2c8e-2a51-4d0b-9a43-2f7e1c0d9b11'), storage),
    ).toBeUndefined();
    dropKeptDraft(key, storage);
    expect(readKeptDraft(key, storage)).toBeUndefined();
  });

  it('reads something that is not a template as nothing kept, and survives full storage', () => {
    const memory = new MemoryStorage();
    const storage = memory as unknown as Storage;
    memory.items.set(keptDraftKey('user-1', undefined), '{"elements": "no"}');
    expect(readKeptDraft(keptDraftKey('user-1', undefined), storage)).toBeUndefined();
    memory.items.set(keptDraftKey('user-1', undefined), '{not json');
    expect(readKeptDraft(keptDraftKey('user-1', undefined), storage)).toBeUndefined();
    memory.full = true;
    expect(() => keepDraft(keptDraftKey('user-1', undefined), template, storage)).not.toThrow();
  });
});
