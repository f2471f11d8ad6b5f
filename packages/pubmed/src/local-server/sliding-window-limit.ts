/** Counts requests per caller over the last second, as NCBI does, and says when one is over the limit. */
export class SlidingWindowLimit {
  private readonly seen = new Map<string, number[]>();

  /** Records the request and returns how many this caller made in the last 1,000 ms (this one included). */
  hit(caller: string, now = Date.now()): number {
    const recent = (this.seen.get(caller) ?? []).filter((time) => now - time < 1000);
    recent.push(now);
    this.seen.set(caller, recent);
    return recent.length;
  }
}
