/** The tail of the work queued per key in this process; a key is forgotten once its queue is empty. */
const queues = new Map<string, Promise<void>>();

/**
 * Runs `work` once the work queued before it under the same key has settled (whether it failed or not),
 * so calls with one key never overlap in this process. Calls with other keys run freely.
 */
export function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = queues.get(key) ?? Promise.resolve();
  const run = before.then(() => work());
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return run;
}
