const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `endsAt` names a calendar day rather than an instant. */
export function isDateOnly(endsAt: string): boolean {
  return DATE_ONLY.test(endsAt);
}

/**
 * The instant a sale stops showing. A full timestamp is one instant everywhere; a bare date means the
 * sale runs through that whole day wherever the visitor is, so it ends at their next local midnight.
 */
export function saleEndInstant(endsAt: string): Date {
  const day = DATE_ONLY.exec(endsAt);
  if (!day) return new Date(endsAt);
  const [, year, month, date] = day;
  return new Date(Number(year), Number(month) - 1, Number(date) + 1);
}

export function isSaleActive(endsAt: string, now: Date): boolean {
  const end = saleEndInstant(endsAt).getTime();
  return !Number.isNaN(end) && now.getTime() < end;
}

/** The last day or moment of the sale, written in the visitor's language and time zone. */
export function formatSaleEnd(endsAt: string, locale: string): string {
  if (isDateOnly(endsAt)) {
    // The day itself, not the following midnight the sale stops at.
    const lastDay = new Date(saleEndInstant(endsAt).getTime() - 1);
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(lastDay);
  }
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(endsAt));
}
