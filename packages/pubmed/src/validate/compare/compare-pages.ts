/**
 * Pages as printed ("1173-9", "1173–1179", "e1002", "S12-S18", "1173") → first and last page, with a shortened
 * last page expanded from the first ("1173-9" → 1179).
 */
export function pageRange(page: string | undefined): { first: string; last: string } | undefined {
  // "36-42; discussion 42-3" and "533-541.e5": the article's own pages are the first range, without the suffix.
  const text =
    (page ?? '')
      .split(/[;,]/)[0]
      ?.trim()
      .toLowerCase()
      .replace(/\.e\d+$/, '') ?? '';
  if (!text) return undefined;
  const [firstRaw = '', lastRaw = ''] = text.split(/\s*[-–—‐‑]+\s*/);
  const first = firstRaw.replace(/^(?:pp?\.?\s*)/, '').replace(/\.$/, '');
  if (!first) return undefined;
  let last = lastRaw.replace(/\.$/, '');
  const digits = /^(\D*)(\d+)$/;
  const firstDigits = digits.exec(first);
  const lastDigits = digits.exec(last);
  if (firstDigits && lastDigits && (lastDigits[2] ?? '').length < (firstDigits[2] ?? '').length) {
    const full = firstDigits[2] ?? '';
    const tail = lastDigits[2] ?? '';
    last = `${firstDigits[1]}${full.slice(0, full.length - tail.length)}${tail}`;
  }
  return { first, last: last || first };
}

/**
 * same: same first page (and last page when both give one); close: the same number behind a different prefix
 * ("e1002" / "1002") or only the last page differs; different otherwise.
 */
export function comparePages(
  cited: string | undefined,
  record: string | undefined,
): 'same' | 'close' | 'different' | 'missing' {
  const a = pageRange(cited);
  const b = pageRange(record);
  if (!a || !b) return 'missing';
  const bare = (page: string) => page.replace(/^[a-z]+/, '').replace(/^0+/, '');
  if (a.first === b.first) {
    const citedLast = a.last !== a.first;
    const recordLast = b.last !== b.first;
    return !citedLast || !recordLast || bare(a.last) === bare(b.last) ? 'same' : 'close';
  }
  if (bare(a.first) !== '' && bare(a.first) === bare(b.first)) return 'close';
  return 'different';
}
