import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetUserStorage } from '../../../lib/storage/safe-storage.ts';
import { readResultChoices, saveResultChoices } from '../results/result-choices.ts';
import {
  EMPTY_DRAFT,
  MAX_DRAFT_CHARS,
  parseDraft,
  readReferenceDraft,
  saveReferenceDraft,
  serializeDraft,
} from './reference-draft.ts';

const list = '1. Smith J. A study. N Engl J Med. 2020;1:1-2.\n2. Jones A. Another. Lancet. 2019;2:3-4.';

describe('the pasted reference list kept for the tab', () => {
  it('reads back what was stored, split mode included, for the same user only', () => {
    const stored = serializeDraft({ text: list, split: 'blank-lines' }, 'user-1');
    expect(parseDraft(stored, 'user-1')).toEqual({ text: list, split: 'blank-lines' });
    expect(parseDraft(stored, 'user-2')).toBeNull();
    expect(parseDraft(stored, null)).toBeNull();
  });

  it('keeps nothing for an empty box, or for more text than an order accepts', () => {
    expect(serializeDraft(EMPTY_DRAFT, 'user-1')).toBeNull();
    expect(serializeDraft({ text: '', split: 'lines' }, 'user-1')).not.toBeNull();
    expect(MAX_DRAFT_CHARS).toBe(1_048_576);
    expect(serializeDraft({ text: 'x'.repeat(MAX_DRAFT_CHARS), split: 'auto' }, 'u')).not.toBeNull();
    expect(serializeDraft({ text: 'x'.repeat(MAX_DRAFT_CHARS + 1), split: 'auto' }, 'u')).toBeNull();
  });

  it('reads a damaged or oversized copy safely', () => {
    expect(parseDraft(null, 'u')).toBeNull();
    expect(parseDraft('{broken', 'u')).toBeNull();
    expect(parseDraft(JSON.stringify({ owner: 'u', text: 3 }), 'u')).toBeNull();
    expect(parseDraft(JSON.stringify({ owner: 'u', text: 'x'.repeat(MAX_DRAFT_CHARS + 1) }), 'u')).toBeNull();
    expect(parseDraft(JSON.stringify({ owner: 'u', text: list, split: 'words' }), 'u')).toEqual({
      text: list,
      split: 'auto',
    });
  });
});

describe('the list in sessionStorage', () => {
  let items: Map<string, string>;
  beforeEach(() => {
    items = new Map();
    const sessionStorage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
      get length() {
        return items.size;
      },
      key: (index: number) => [...items.keys()][index] ?? null,
    };
    vi.stubGlobal('window', { sessionStorage });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('survives leaving step 1 (Back, reload) until the author signs out, with the result page choices', () => {
    const orderId = '0b7c3c3e-5a5e-4c55-9f0e-3f3b8c1d2e4f';
    const choices = { excluded: [2], sort: 'input' as const, template: null };
    saveReferenceDraft({ text: list, split: 'lines' }, 'user-1');
    saveResultChoices(orderId, choices, 'user-1');
    items.set('galley.popup.notice', 'seen');
    expect(readReferenceDraft('user-1')).toEqual({ text: list, split: 'lines' });
    expect(readResultChoices(orderId, 'user-1')).toEqual(choices);
    // Signing out (useLogout) forgets what the tab kept for the user, and nothing else.
    forgetUserStorage('session');
    expect(readReferenceDraft('user-1')).toEqual(EMPTY_DRAFT);
    expect(readResultChoices(orderId, 'user-1')).not.toEqual(choices);
    expect([...items.keys()]).toEqual(['galley.popup.notice']);
  });

  it('forgets the older list when the box is emptied or the new one is too long to keep', () => {
    saveReferenceDraft({ text: list, split: 'auto' }, 'user-1');
    saveReferenceDraft({ text: 'x'.repeat(MAX_DRAFT_CHARS + 1), split: 'auto' }, 'user-1');
    expect(readReferenceDraft('user-1')).toEqual(EMPTY_DRAFT);
    saveReferenceDraft({ text: list, split: 'auto' }, 'user-1');
    saveReferenceDraft(EMPTY_DRAFT, 'user-1');
    expect(items.size).toBe(0);
  });

  it('opens empty when sessionStorage cannot be reached', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new Error('SecurityError');
      },
    });
    saveReferenceDraft({ text: list, split: 'auto' }, 'user-1');
    expect(readReferenceDraft('user-1')).toEqual(EMPTY_DRAFT);
  });
});
