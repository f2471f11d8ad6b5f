/** The simulator's time: the given clock plus what advanceClock() added. */
export class Clock {
  private offsetMs = 0;
  private lastMicros = 0;

  constructor(private readonly base: () => Date) {}

  now(): Date {
    return new Date(this.base().getTime() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** A data time (created_at, billed_at…) with Paddle's microsecond precision. */
  time(at: Date = this.now()): string {
    return iso(at);
  }

  /**
   * An event's occurred_at: an RFC 3339 time with microseconds, as Paddle writes them, strictly later than the last one given, so
   * events' occurred_at order is their order of happening even within one millisecond.
   */
  stamp(at: Date = this.now()): string {
    const micros = Math.max(at.getTime() * 1000, this.lastMicros + 1);
    this.lastMicros = micros;
    return micros6(micros);
  }
}

/** An ISO time with six fraction digits. */
export function micros6(micros: number): string {
  const ms = Math.floor(micros / 1000);
  const extra = String(micros % 1000).padStart(3, '0');
  return new Date(ms).toISOString().replace(/\.(\d{3})Z$/, `.$1${extra}Z`);
}

/** An ISO time with six fraction digits from a Date. */
export const iso = (date: Date): string => micros6(date.getTime() * 1000);

/** One billing interval on: calendar months and years, day clamped to the month's end. */
export function addInterval(from: Date, interval: 'month' | 'year', count = 1): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  if (interval === 'month') next.setUTCMonth(next.getUTCMonth() + count);
  else next.setUTCFullYear(next.getUTCFullYear() + count);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export const addDays = (from: Date, days: number): Date => new Date(from.getTime() + days * 86_400_000);
