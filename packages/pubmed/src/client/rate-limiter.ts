/**
 * Spaces requests so no one-second window holds more than `perSecond` of them. NCBI counts per key (or per IP
 * without one), so the whole process shares one limiter: see processRateLimiter.
 */
export class RateLimiter {
  private nextSlot = 0;

  /** Resolves when the caller may send; slots are handed out in call order. */
  async acquire(perSecond: number): Promise<void> {
    // A few ms of margin so clock jitter never puts perSecond + 1 requests into one server-side window.
    const spacing = 1000 / perSecond + 5;
    const now = Date.now();
    const slot = Math.max(now, this.nextSlot);
    this.nextSlot = slot + spacing;
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
  }
}

/** The one limiter every client in this process uses unless a test passes its own. */
export const processRateLimiter = new RateLimiter();
