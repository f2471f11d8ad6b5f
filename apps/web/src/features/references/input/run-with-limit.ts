/**
 * Runs `work` over `items` with at most `limit` at once, in order of the list, and settles when all
 * have (a failure is the worker's to record: one bad PDF must not stop the others).
 */
export async function runWithLimit<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch {
        // recorded by the worker
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
