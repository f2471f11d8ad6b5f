import { describe, expect, it } from 'vitest';
import { recentAnswer } from './recent-answer.ts';

describe('recentAnswer', () => {
  it('asks once within the time to live, again after it', async () => {
    const remember = recentAnswer<boolean>({ ttlMs: 1000, waitMs: 500, maxEntries: 10 });
    let asked = 0;
    const ask = async () => {
      asked += 1;
      return true;
    };
    expect(await remember('u1', ask, false, 0)).toBe(true);
    expect(await remember('u1', ask, false, 999)).toBe(true);
    expect(asked).toBe(1);
    expect(await remember('u1', ask, false, 1000)).toBe(true);
    expect(asked).toBe(2);
  });

  it('falls back on a failure or a slow answer and remembers neither', async () => {
    const remember = recentAnswer<boolean>({ ttlMs: 60_000, waitMs: 20, maxEntries: 10 });
    expect(await remember('u1', () => Promise.reject(new Error('down')), false, 0)).toBe(false);
    const slow = () => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 200));
    expect(await remember('u1', slow, false, 1)).toBe(false);
    expect(await remember('u1', async () => true, false, 2)).toBe(true);
  });

  it('keeps at most maxEntries answers, the oldest dropped first', async () => {
    const remember = recentAnswer<string>({ ttlMs: 60_000, waitMs: 500, maxEntries: 2 });
    await remember('a', async () => 'a1', '', 0);
    await remember('b', async () => 'b1', '', 0);
    await remember('c', async () => 'c1', '', 0);
    expect(await remember('a', async () => 'a2', '', 1)).toBe('a2');
    expect(await remember('c', async () => 'c2', '', 1)).toBe('c1');
  });
});
