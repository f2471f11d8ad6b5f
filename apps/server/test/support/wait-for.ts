/**
 * Polls `condition` until it holds, for conditions no event announces (requests a local server counted, a
 * status read over HTTP); throws `message()` after `timeoutMs` so the caller can add what it knows.
 */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  options: { timeoutMs: number; intervalMs: number; message: () => string },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(options.message());
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs));
  }
}
