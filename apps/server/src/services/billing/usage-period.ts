/** A usage period: quotas count from `start` (inclusive) to `end` (exclusive). */
export interface UsagePeriod {
  start: Date;
  end: Date;
}

/** `anchor` moved by whole months, the day kept or clamped to the month's last (31 Jan + 1 → 28/29 Feb). */
function addMonths(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(anchor.getUTCDate(), lastDay),
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}

/**
 * The monthly period `now` falls in. Without a subscription period start (free users, or a start in
 * the future) it is the calendar month in UTC, so quotas reset on the first; with one, periods run
 * monthly from it (a yearly plan's quota still resets every month), so a plan bought on the 20th
 * gets a full month of quota rather than the rest of a calendar month.
 */
export function usagePeriod(anchor: Date | null, now: Date): UsagePeriod {
  if (!anchor || anchor.getTime() > now.getTime()) {
    return {
      start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
      end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
    };
  }
  let months =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth());
  if (addMonths(anchor, months).getTime() > now.getTime()) months -= 1;
  return { start: addMonths(anchor, months), end: addMonths(anchor, months + 1) };
}
