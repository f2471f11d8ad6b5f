import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearResultChoices,
  DEFAULT_CHOICES,
  excludedIndexes,
  includedIndexes,
  MAX_ORDERS,
  parseResultStore,
  readResultChoices,
  saveResultChoices,
  serializeResultStore,
  withChoices,
} from './result-choices.ts';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

/** A sessionStorage of our own: the unit tests run in Node, without a DOM. */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (at) => [...values.keys()][at] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

describe('result choices kept per order in the tab', () => {
  beforeEach(() => {
    vi.stubGlobal('window', { sessionStorage: memoryStorage(), localStorage: memoryStorage() });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gives the defaults for an order with nothing stored', () => {
    expect(readResultChoices(A, 'user-1')).toEqual(DEFAULT_CHOICES);
  });

  it('brings back what was left out, the order and the template after a reload, for that order only', () => {
    saveResultChoices(A, { excluded: [3], sort: 'alphabetical', template: 'tpl-1' }, 'user-1');
    expect(readResultChoices(A, 'user-1')).toEqual({
      excluded: [3],
      sort: 'alphabetical',
      template: 'tpl-1',
    });
    expect(readResultChoices(B, 'user-1')).toEqual(DEFAULT_CHOICES);
  });

  it('keeps two orders apart', () => {
    saveResultChoices(A, { excluded: [1], sort: 'input', template: null }, 'user-1');
    saveResultChoices(B, { excluded: [2, 5], sort: 'input', template: null }, 'user-1');
    expect(readResultChoices(A, 'user-1').excluded).toEqual([1]);
    expect(readResultChoices(B, 'user-1').excluded).toEqual([2, 5]);
  });

  it('never shows one user what another chose in the same tab', () => {
    saveResultChoices(A, { excluded: [1], sort: 'alphabetical', template: null }, 'user-1');
    expect(readResultChoices(A, 'user-2')).toEqual(DEFAULT_CHOICES);
    expect(readResultChoices(A, null)).toEqual(DEFAULT_CHOICES);
    // The next user's save replaces the other's store instead of adding to it.
    saveResultChoices(B, { excluded: [4], sort: 'input', template: null }, 'user-2');
    expect(readResultChoices(A, 'user-1')).toEqual(DEFAULT_CHOICES);
  });

  it('forgets an order whose choices are back to the defaults, or that was reset', () => {
    saveResultChoices(A, { excluded: [1], sort: 'input', template: null }, 'user-1');
    saveResultChoices(A, DEFAULT_CHOICES, 'user-1');
    expect(window.sessionStorage.length).toBe(0);
    saveResultChoices(A, { excluded: [1], sort: 'input', template: null }, 'user-1');
    clearResultChoices(A, 'user-1');
    expect(readResultChoices(A, 'user-1')).toEqual(DEFAULT_CHOICES);
  });

  it('ignores a damaged store', () => {
    window.sessionStorage.setItem('galley.referenceResults', '{not json');
    expect(readResultChoices(A, 'user-1')).toEqual(DEFAULT_CHOICES);
    saveResultChoices(A, { excluded: [2], sort: 'input', template: null }, 'user-1');
    expect(readResultChoices(A, 'user-1').excluded).toEqual([2]);
  });
});

describe('the stored form', () => {
  it('is bounded: the most recently changed orders are kept', () => {
    let stored = parseResultStore(null, 'u');
    for (let at = 0; at < MAX_ORDERS + 5; at += 1) {
      stored = withChoices(stored, `order-${at}`, { excluded: [1], sort: 'input', template: null });
    }
    expect(stored).toHaveLength(MAX_ORDERS);
    expect(stored[0]?.order).toBe(`order-${MAX_ORDERS + 4}`);
    expect(stored.some(({ order }) => order === 'order-0')).toBe(false);
  });

  it('drops entries that are not what we wrote', () => {
    const raw = JSON.stringify({
      owner: 'u',
      orders: [
        { order: A, excluded: [0, 2], sort: 'input' },
        { order: B, excluded: ['x'], sort: 'input' },
        { order: 'c', excluded: Array.from({ length: 251 }, (_, at) => at + 1), sort: 'input' },
        { order: 'd', excluded: [2, 2, 7], sort: 'sideways', template: 5 },
      ],
    });
    expect(parseResultStore(raw, 'u')).toEqual([
      { order: 'd', excluded: [2, 7], sort: 'input', template: null },
    ]);
    expect(parseResultStore(raw, 'someone-else')).toEqual([]);
  });

  it('serializes nothing when nothing is kept', () => {
    expect(serializeResultStore([], 'u')).toBeNull();
  });
});

describe('included and excluded references', () => {
  it('includes every checked reference but those left out', () => {
    expect([...includedIndexes([1, 2, 3, 4], [2, 9])]).toEqual([1, 3, 4]);
  });

  it('stores only the checked ones left out', () => {
    expect(excludedIndexes([1, 2, 3, 4], new Set([1, 4]))).toEqual([2, 3]);
  });
});
