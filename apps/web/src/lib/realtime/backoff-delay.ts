export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
  /** A number in [0, 1), Math.random by default. */
  random: () => number;
}

/**
 * The wait before reconnect attempt `attempt` (1, 2, 3…): the base doubled each time, capped, then
 * scaled into its upper half at random so a server restart is not met by every tab in the same instant.
 */
export function backoffDelay(attempt: number, { baseMs, maxMs, random }: BackoffOptions): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling * (0.5 + 0.5 * random()));
}
