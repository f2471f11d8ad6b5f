import { ReferenceTemplate } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { LOCAL_TEMPLATES_KEY, localTemplateStore, readLocalTemplates } from './local-template-store.ts';

/** Web Storage's contract over a Map, since the unit project runs without a DOM. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  full = false;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

const template = (name: string) => ReferenceTemplate.parse({ name, elements: [{ element: 'author' }] });

describe('the local save adapter', () => {
  it('saves a new template, saves it again in place, and saves a copy under a new id', async () => {
    const storage = new MemoryStorage();
    const save = localTemplateStore(storage);
    const { id } = await save(template('Mine'), undefined);
    await save(template('Mine, renamed'), id);
    const copy = await save(template('Copy'), undefined);
    const stored = readLocalTemplates(storage);
    expect(stored.map((entry) => [entry.id, entry.template.name])).toEqual([
      [id, 'Mine, renamed'],
      [copy.id, 'Copy'],
    ]);
  });

  it('rejects when the storage is full, leaving what was there', async () => {
    const storage = new MemoryStorage();
    await localTemplateStore(storage)(template('Kept'), undefined);
    storage.full = true;
    await expect(localTemplateStore(storage)(template('Lost'), undefined)).rejects.toThrow();
    expect(readLocalTemplates(storage).map((entry) => entry.template.name)).toEqual(['Kept']);
  });

  it('reads unreadable storage as nothing saved', () => {
    const storage = new MemoryStorage();
    storage.setItem(LOCAL_TEMPLATES_KEY, '{not json');
    expect(readLocalTemplates(storage)).toEqual([]);
  });
});
