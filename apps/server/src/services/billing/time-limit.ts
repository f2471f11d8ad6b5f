/**
 * `work`, or a rejection once it has run `ms` milliseconds (the work itself goes on: the caller stops
 * waiting). For outside calls that set no timeout of their own, such as Paddle's SDK (its fetch waits
 * up to Node's five-minute default).
 */
export function timeLimit<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
