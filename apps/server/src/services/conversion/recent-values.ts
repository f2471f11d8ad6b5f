/**
 * A few recent values of this process, each for a limited time: work one step did (an upload's read, a convert
 * run's read) handed to the next step when it runs in the same process. Never the only copy — a miss (another
 * process, a restart after a crash, evicted) means the step does the work itself — and nothing on disk, so no
 * file outlives its conversion or the retention rules.
 */
export class RecentValues<T> {
  private readonly values = new Map<string, { value: T; until: number }>();

  constructor(
    private readonly limit: number,
    private readonly ttlMs: number,
  ) {}

  get(key: string): T | undefined {
    const entry = this.values.get(key);
    if (!entry) return undefined;
    if (entry.until < Date.now()) {
      this.values.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T): void {
    this.values.delete(key);
    this.values.set(key, { value, until: Date.now() + this.ttlMs });
    // Oldest first in a Map: drop from the front.
    for (const oldest of this.values.keys()) {
      if (this.values.size <= this.limit) break;
      this.values.delete(oldest);
    }
  }

  delete(key: string): void {
    this.values.delete(key);
  }
}
