/**
 * Spaces requests so no one-second window holds more than `perSecond` of them. NCBI counts per key (or per IP
 * without one), so the whole process shares one limiter: see processRateLimiter.
 *
 * Each slot is measured from the moment the previous caller was actually released, not from when it was
 * scheduled: on a busy event loop a timer fires late, and spacing from the schedule would then send the next
 * request too soon after the late one — four requests inside one of NCBI's windows, and a 429.
 */
export class RateLimiter {
  private lastRelease: Promise<number> = Promise.resolve(Number.NEGATIVE_INFINITY);

  /** Resolves when the caller may send; slots are handed out in call order. */
  acquire(perSecond: number): Promise<void> {
    // 5 % over the minimum spacing: transit jitter between us and the server must not squeeze a window.
    const spacing = (1000 / perSecond) * 1.05;
    const previous = this.lastRelease;
    let released!: (at: number) => void;
    this.lastRelease = new Promise((resolve) => {
      released = resolve;
    });
    return previous.then(async (previousAt) => {
      const wait = previousAt + spacing - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      released(Date.now());
    });
  }
}

/** The one limiter every client in this process uses unless a test passes its own. */
export const processRateLimiter = new RateLimiter();
