import { timeLimit } from './time-limit.ts';

/** How long an answer is kept, and how long the caller waits for a fresh one. */
export interface RecentAnswerOptions {
  ttlMs: number;
  waitMs: number;
  /** At most this many answers are kept (the oldest go first). */
  maxEntries: number;
}

interface Kept<T> {
  value: T;
  at: number;
}

/**
 * Remembers a slow outside answer per key for a short while, and gives up waiting after `waitMs`
 * with `fallback` (neither a failure nor a give-up is remembered, so the next read asks again). For
 * reads shown on every page load, where an answer a minute old is as good as a fresh one.
 */
export function recentAnswer<T>(options: RecentAnswerOptions) {
  const kept = new Map<string, Kept<T>>();
  return async (key: string, ask: () => Promise<T>, fallback: T, now = Date.now()): Promise<T> => {
    const hit = kept.get(key);
    if (hit && now - hit.at < options.ttlMs) return hit.value;
    try {
      const answer = await timeLimit(ask(), options.waitMs, 'outside answer');
      kept.delete(key);
      if (kept.size >= options.maxEntries) kept.delete(kept.keys().next().value as string);
      kept.set(key, { value: answer, at: now });
      return answer;
    } catch {
      // Failed or given up: the fallback, and nothing remembered.
      return fallback;
    }
  };
}
