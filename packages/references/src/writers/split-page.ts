/** First and last page of a page string ("123-9" → ["123", "9"]); a single page or article number has no last. */
export function splitPage(page: string): [string, string | undefined] {
  const dash = page.search(/[-\u2013]/);
  if (dash <= 0) return [page, undefined];
  return [page.slice(0, dash), page.slice(dash + 1) || undefined];
}
